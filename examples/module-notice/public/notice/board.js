// Lists the notices served by the module's own route.
const list = document.getElementById("notices");
const answer = await fetch("/api/module/notice/list").then((response) => response.json());
for (const notice of answer.data?.list ?? []) {
  const item = document.createElement("li");
  item.textContent = notice.title;
  list.append(item);
}
