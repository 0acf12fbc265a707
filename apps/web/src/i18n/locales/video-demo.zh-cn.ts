/** Texts of the video demo page (`/video`). */
export const videoDemoZhCn = {
  intro:
    "本页展示网站内置的视频播放器：同一个播放器既能播放普通 MP4 文件，也能播放 HLS 自适应码流。文章也可以附带视频，在文章详情页用同一个播放器播放。",
  loading: "正在加载播放器…",
  address: "视频地址",
  mp4: {
    title: "MP4 示例视频",
    description:
      "H.264 视频与 AAC 音频，640×360，约 6 秒。浏览器直接播放，支持倍速、画面镜像、关灯模式和快捷键。",
  },
  hls: {
    title: "HLS 自适应码流示例",
    description: "360p 与 720p 两档清晰度，播放器按网速自动选择，也可以在清晰度菜单中手动切换。",
  },
};
