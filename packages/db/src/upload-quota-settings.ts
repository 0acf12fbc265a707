/**
 * What one member may upload per day (issue 24, N3), in the "upload" settings group (migration 0018
 * adds them to seeded sites, the seed to new ones). Never change a shipped entry; add new ones.
 */
export const UPLOAD_QUOTA_SETTINGS = [
  {
    name: "upload_member_daily_files",
    title: "会员每日上传文件数",
    type: "number",
    value: 50,
    tip: "每位会员每天最多上传的文件数；0 表示会员不能上传",
  },
  {
    name: "upload_member_daily_size",
    title: "会员每日上传总大小",
    type: "string",
    value: "50mb",
    tip: "每位会员每天最多上传的总字节数，例如 50mb",
  },
] as const;
