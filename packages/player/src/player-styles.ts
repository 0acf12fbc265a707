/**
 * The player's stylesheet, rendered through React 19's hoisted <style href precedence>: deduplicated
 * across players, streamed with server rendering, and no CSS loader needed by whoever imports us.
 * Every class is scoped under `corp-player`.
 */
export const PLAYER_CSS = `
.corp-player{position:relative;overflow:hidden;background:#000;color:#fff;box-sizing:border-box;user-select:none;-webkit-tap-highlight-color:transparent;font:14px/1.5 system-ui,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;outline:none}
.corp-player *,.corp-player *::before,.corp-player *::after{box-sizing:border-box}
.corp-player:focus-visible{box-shadow:0 0 0 2px var(--corp-player-color)}
.corp-player :focus-visible{outline:2px solid var(--corp-player-color);outline-offset:1px}
.corp-player--web-fullscreen{position:fixed;inset:0;width:100vw!important;height:100vh!important;z-index:2147483000}
.corp-player--lit{z-index:2147482999}
.corp-player-lightoff{position:fixed;inset:0;background:rgba(0,0,0,.9);z-index:2147482998}
.corp-player--idle{cursor:none}
.corp-player__video{display:block;width:100%;height:100%;object-fit:contain;background:#000}
.corp-player__video--mirror{transform:scaleX(-1)}
.corp-player__click-layer{position:absolute;inset:0}
.corp-player__icon{width:22px;height:22px;fill:currentColor;display:block}
.corp-player__button{display:inline-flex;align-items:center;justify-content:center;min-width:36px;height:36px;padding:0 6px;border:0;border-radius:4px;background:none;color:inherit;font:inherit;cursor:pointer;white-space:nowrap}
.corp-player__button:hover,.corp-player__button[aria-expanded=true]{color:var(--corp-player-color)}
.corp-player__top{position:absolute;top:0;left:0;right:0;display:flex;justify-content:space-between;padding:12px 16px 24px;background:linear-gradient(rgba(0,0,0,.7),transparent);font-size:16px;transition:opacity .3s;z-index:2}
.corp-player__clock{font-variant-numeric:tabular-nums}
.corp-player__big-play{position:absolute;left:50%;top:50%;width:64px;height:64px;margin:-32px 0 0 -32px;border:0;border-radius:50%;background:rgba(0,0,0,.55);color:#fff;cursor:pointer;display:flex;align-items:center;justify-content:center;z-index:1}
.corp-player__big-play:hover{background:var(--corp-player-color)}
.corp-player__big-play .corp-player__icon{width:36px;height:36px}
.corp-player__loading{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:10px;pointer-events:none;z-index:1}
.corp-player__loading--opaque{background:#000}
.corp-player__loading--ended,.corp-player__loading--error{background:rgba(0,0,0,.45)}
.corp-player__spinner{width:44px;height:44px;border:4px solid rgba(255,255,255,.3);background:rgba(0,0,0,.35);border-top-color:var(--corp-player-color);border-radius:50%;animation:corp-player-spin .9s linear infinite}
@keyframes corp-player-spin{to{transform:rotate(360deg)}}
.corp-player__prompt{pointer-events:auto;display:flex;align-items:center;gap:6px;padding:8px 18px;border:1px solid rgba(255,255,255,.6);border-radius:20px;background:rgba(0,0,0,.5);color:#fff;font:inherit;cursor:pointer}
.corp-player__prompt:hover{border-color:var(--corp-player-color);color:var(--corp-player-color)}
.corp-player__status{position:absolute;top:16px;left:50%;transform:translateX(-50%);padding:6px 14px;border-radius:4px;background:rgba(0,0,0,.7);pointer-events:none;z-index:3}
.corp-player__status[hidden]{display:none}
.corp-player__bar{position:absolute;left:0;right:0;bottom:0;padding:18px 12px 4px;background:linear-gradient(transparent,rgba(0,0,0,.75));transition:opacity .3s;z-index:2}
.corp-player--idle .corp-player__bar,.corp-player--idle .corp-player__top{opacity:0;pointer-events:none}
.corp-player__bar-row{display:flex;align-items:center;gap:2px}
.corp-player__bar{container-type:inline-size}
@container (max-width:460px){.corp-player__button{min-width:26px;padding:0 1px}.corp-player__time{padding:0 4px;font-size:12px}.corp-player__icon{width:20px;height:20px}}
@container (max-width:360px){.corp-player__button--optional{display:none}}
.corp-player__spacer{flex:1}
.corp-player__time{padding:0 8px;font-size:13px;font-variant-numeric:tabular-nums;white-space:nowrap}
.corp-player__progress{position:relative;height:14px;display:flex;align-items:center;cursor:pointer;touch-action:none}
.corp-player__progress-track{position:relative;width:100%;height:4px;border-radius:2px;background:rgba(255,255,255,.3);transition:height .15s}
.corp-player__progress:hover .corp-player__progress-track,.corp-player__progress:focus-visible .corp-player__progress-track{height:6px}
.corp-player__progress-buffered,.corp-player__progress-played{position:absolute;left:0;top:0;bottom:0;border-radius:inherit}
.corp-player__progress-buffered{background:rgba(255,255,255,.45)}
.corp-player__progress-played{background:var(--corp-player-color)}
.corp-player__progress-thumb{position:absolute;top:50%;width:12px;height:12px;margin:-6px 0 0 -6px;border-radius:50%;background:var(--corp-player-color);transform:scale(0);transition:transform .15s}
.corp-player__progress:hover .corp-player__progress-thumb,.corp-player__progress:focus-visible .corp-player__progress-thumb{transform:scale(1)}
.corp-player__tooltip{position:absolute;bottom:18px;transform:translateX(-50%);padding:2px 6px;border-radius:3px;background:rgba(0,0,0,.8);font-size:12px;pointer-events:none}
.corp-player__menu,.corp-player__volume{position:relative}
.corp-player__popup,.corp-player__volume-pop{position:absolute;bottom:100%;left:50%;transform:translateX(-50%);margin-bottom:8px;padding:4px 0;border-radius:4px;background:rgba(21,21,21,.92);z-index:4}
.corp-player__popup{min-width:84px;display:flex;flex-direction:column}
.corp-player__menu-item{display:flex;align-items:center;justify-content:center;gap:10px;min-height:32px;padding:0 14px;border:0;background:none;color:#fff;font:inherit;font-size:13px;white-space:nowrap;cursor:pointer;text-align:left}
.corp-player__menu-item:hover,.corp-player__menu-item:focus-visible{background:rgba(255,255,255,.12);outline:none}
.corp-player__menu-item[aria-checked=true]{color:var(--corp-player-color)}
.corp-player__menu--settings .corp-player__popup{min-width:150px}
.corp-player__menu--settings .corp-player__menu-item{justify-content:space-between;color:#fff}
.corp-player__menu--settings .corp-player__menu-item::after{content:"";flex:none;width:30px;height:16px;border-radius:8px;background:rgba(255,255,255,.3) radial-gradient(circle at 8px 8px,#fff 5px,transparent 6px)}
.corp-player__menu--settings .corp-player__menu-item[aria-checked=true]::after{background:var(--corp-player-color) radial-gradient(circle at 22px 8px,#fff 5px,transparent 6px)}
.corp-player__volume-pop{width:40px;height:130px;display:flex;flex-direction:column;align-items:center;gap:6px;padding:8px 0;visibility:hidden;opacity:0;transition:opacity .15s}
.corp-player__volume:hover .corp-player__volume-pop,.corp-player__volume:focus-within .corp-player__volume-pop{visibility:visible;opacity:1}
.corp-player__volume-pop::after{content:"";position:absolute;left:0;right:0;top:100%;height:8px}
.corp-player__volume-value{font-size:12px}
.corp-player__volume-track{position:relative;flex:1;width:14px;cursor:pointer;touch-action:none;background:linear-gradient(90deg,transparent 5px,rgba(255,255,255,.3) 5px,rgba(255,255,255,.3) 9px,transparent 9px)}
.corp-player__volume-level{position:absolute;left:5px;bottom:0;width:4px;border-radius:2px;background:var(--corp-player-color)}
.corp-player__context{position:absolute;min-width:120px;max-width:130px;padding:4px 0;border-radius:4px;background:rgba(0,0,0,.85);z-index:5;display:flex;flex-direction:column}
.corp-player__context .corp-player__menu-item{justify-content:flex-start;min-height:34px}
.corp-player__context [aria-disabled=true]{color:rgba(255,255,255,.6);cursor:default}
.corp-player__dialog{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:min(340px,calc(100% - 24px));max-height:calc(100% - 24px);overflow:auto;padding:12px 16px 16px;border-radius:6px;background:rgba(0,0,0,.88);z-index:6;outline:none}
.corp-player__dialog-head{display:flex;align-items:center;justify-content:space-between;margin-bottom:8px}
.corp-player__dialog h2{margin:0;font-size:15px;font-weight:600}
.corp-player__colour-row{display:grid;grid-template-columns:64px 1fr 36px;align-items:center;gap:8px;margin:6px 0}
.corp-player__colour-row input{accent-color:var(--corp-player-color);width:100%}
.corp-player__colour-row output{text-align:right;font-variant-numeric:tabular-nums}
.corp-player__link{margin-top:6px;padding:0;border:0;background:none;color:var(--corp-player-color);font:inherit;cursor:pointer}
.corp-player__hotkeys{margin:0}
.corp-player__hotkeys div{display:grid;grid-template-columns:64px 1fr;gap:8px;padding:4px 0}
.corp-player__hotkeys dd{margin:0}
.corp-player__hotkeys kbd{padding:1px 6px;border:1px solid rgba(255,255,255,.5);border-radius:3px;font:12px/1.6 inherit}
`;
