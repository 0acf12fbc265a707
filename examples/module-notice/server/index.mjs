/**
 * The server entry of the notice board module: `register(api)` is called when the module is first
 * needed after it is enabled. It answers GET /api/module/notice/list from the module's own table.
 */
export function register(api) {
  api.get("/notice", "list", async () => {
    const rows = await api.tables.list("mod_notice_item", 50);
    rows.sort((a, b) => Number(b.weigh) - Number(a.weigh));
    return { list: rows.map((row) => ({ id: row.id, title: row.title })) };
  });
}
