#!/usr/bin/env bash
# wordpress-peer-import.sh — issue 43's last must-show: import a fresh export of the real WordPress
# peer (Debian's WordPress 6.1, /work/shared/peers) with the hard classes added there, and check the
# result over HTTP.
#
# What it does:
#   1. starts the peer (bash /work/shared/peers/wordpress-up.sh: it needs root and the peer's apt
#      packages — nginx, php8.2-fpm (+mysql, mbstring, xml, gd, zip, intl, curl), mariadb-server,
#      wordpress, wordpress-l10n, wordpress-theme-twentytwentythree — which it installs if missing);
#   2. adds, through WordPress itself (php-cli on wp-load.php, as the peer's seed does; no wp-cli):
#      a password-protected post, a private post, a post with 30 tags, two categories of the same
#      name under different parents with a post in each, a three-level page tree, a post with
#      Gutenberg details/audio/table/quote/code/columns blocks and bracketed prose, a post showing an
#      uploaded picture (media library attachment), posts with the slugs `search` and `contact`, and a
#      page with the slug `search` (the peer's seed already has a page `contact`);
#   3. exports with WordPress's own exporter (export_wp()) and zips wp-content/uploads;
#   4. imports into a fresh site of ours (migrate, seed, `cli.js import:wordpress --media <zip>`),
#      starts our server on 127.0.0.1 and checks each class over HTTP; runs the import a second time
#      (everything "imported before", nothing new);
#   5. stops our server and the peer.
# Prints PASS/FAIL per check; exits 1 when any check fails.
#
#   sudo bash scripts/wordpress-peer-import.sh          # OUT=/tmp/peer-import PORT=38411 by default
set -Euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
PEERS=${PEERS:-/work/shared/peers}
OUT=${OUT:-/tmp/peer-import}
PORT=${PORT:-38411}
WP_URL=http://127.0.0.1:${WP_PEER_PORT:-38300}
OURS=http://127.0.0.1:$PORT
ADMIN_PASSWORD=${ADMIN_PASSWORD:-peer-import-$RANDOM}
FAILS=0
SERVER_PID=

say() { printf '[peer-import] %s\n' "$*"; }
pass() { printf 'PASS  %s\n' "$*"; }
fail() { printf 'FAIL  %s\n' "$*"; FAILS=$((FAILS + 1)); }
check() { local what=$1; shift; if "$@"; then pass "$what"; else fail "$what"; fi; }
cleanup() {
  if [[ -n $SERVER_PID ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true; say "our server (pid $SERVER_PID) stopped"
  fi
  [[ ${KEEP_PEER:-0} == 1 ]] || bash "$PEERS/wordpress-down.sh" || true
}
trap cleanup EXIT

rm -rf "$OUT"; mkdir -p "$OUT/data"; chmod 755 "$OUT"

# ------------------------------------------------------------------ 1. the peer
bash "$PEERS/wordpress-up.sh" || { say "wordpress-up.sh failed"; exit 1; }

# ------------------------------------------------------------------ 2. the hard classes, through WordPress
cat > "$OUT/hard-classes.php" <<'PHP'
<?php
// php-cli as www-data; idempotent (each item carries meta _wp_peer_hard). Prints KEY<TAB>ID<TAB>PATH.
$host = getenv('WP_PEER_HOSTPORT') ?: '127.0.0.1:38300';
$_SERVER['HTTP_HOST'] = $host; $_SERVER['SERVER_NAME'] = explode(':', $host)[0]; $_SERVER['REQUEST_URI'] = '/';
define('WP_USE_THEMES', false);
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/taxonomy.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
wp_set_current_user(1);

function found($key, $type) {
  $q = get_posts(['post_type' => $type, 'post_status' => 'any', 'posts_per_page' => 1, 'fields' => 'ids',
                  'meta_key' => '_wp_peer_hard', 'meta_value' => $key, 'suppress_filters' => true]);
  return $q ? (int) $q[0] : 0;
}
function put($key, $args) {
  $type = $args['post_type'] ?? 'post';
  if ($id = found($key, $type)) return $id;
  $id = wp_insert_post($args + ['post_type' => 'post', 'post_status' => 'publish', 'post_author' => 1,
                                'meta_input' => ['_wp_peer_hard' => $key]], true);
  if (is_wp_error($id)) { fwrite(STDERR, "$key: " . $id->get_error_message() . "\n"); exit(1); }
  return $id;
}
function cat($name, $slug, $parent = 0) {
  $t = get_term_by('slug', $slug, 'category');
  if ($t) return (int) $t->term_id;
  $r = wp_insert_term($name, 'category', ['slug' => $slug, 'parent' => $parent]);
  if (is_wp_error($r)) { fwrite(STDERR, "category $slug: " . $r->get_error_message() . "\n"); exit(1); }
  return (int) $r['term_id'];
}
function p($t) { return "<!-- wp:paragraph -->\n<p>$t</p>\n<!-- /wp:paragraph -->"; }
function sideload($key, $file, $name, $parent) {
  $q = get_posts(['post_type' => 'attachment', 'post_status' => 'any', 'posts_per_page' => 1, 'fields' => 'ids',
                  'meta_key' => '_wp_peer_hard', 'meta_value' => $key]);
  if ($q) return (int) $q[0];
  $tmp = wp_tempnam($name); copy($file, $tmp);
  $id = media_handle_sideload(['name' => $name, 'tmp_name' => $tmp], $parent);
  if (is_wp_error($id)) { fwrite(STDERR, "$key: " . $id->get_error_message() . "\n"); exit(1); }
  update_post_meta($id, '_wp_peer_hard', $key);
  return $id;
}
$out = [];

// password-protected and private posts
$out['protected'] = put('protected', ['post_title' => '内部报价单（受密码保护）', 'post_password' => 'hc-2026',
  'post_content' => p('受保护正文：甲方专属折扣为百分之十七，口令红杉林。')]);
$out['private'] = put('private', ['post_title' => '董事会纪要（私密）', 'post_status' => 'private',
  'post_content' => p('私密正文：下季度裁撤青松项目组，勿外传。')]);

// 30 tags
$tags = []; for ($i = 1; $i <= 30; $i++) $tags[] = sprintf('标签%02d', $i);
$out['tags30'] = put('tags30', ['post_title' => '三十个标签的文章', 'tags_input' => $tags,
  'post_content' => p('这篇文章带有三十个标签，用来检查导入时不截断标签。')]);

// two categories of the same name under different parents
$east = cat('华东区', 'east-region'); $south = cat('华南区', 'south-region');
$ce = cat('办事处', 'office-east', $east); $cs = cat('办事处', 'office-south', $south);
$out['office_east'] = put('office_east', ['post_title' => '华东办事处乔迁新址', 'post_category' => [$ce],
  'post_content' => p('华东区办事处已迁至杭州市滨江区。')]);
$out['office_south'] = put('office_south', ['post_title' => '华南办事处招聘启事', 'post_category' => [$cs],
  'post_content' => p('华南区办事处现招聘实施工程师三名。')]);

// three-level page tree
$out['page_top'] = put('page_top', ['post_type' => 'page', 'post_title' => '产品中心', 'post_name' => 'products',
  'menu_order' => 4, 'post_content' => p('产品中心总览。')]);
$out['page_child'] = put('page_child', ['post_type' => 'page', 'post_title' => '工业软件', 'post_name' => 'industrial-software',
  'post_parent' => $out['page_top'], 'menu_order' => 1, 'post_content' => p('工业软件产品线。')]);
$out['page_grandchild'] = put('page_grandchild', ['post_type' => 'page', 'post_title' => '生产管理系统', 'post_name' => 'mes',
  'post_parent' => $out['page_child'], 'menu_order' => 1, 'post_content' => p('生产管理系统（MES）介绍。')]);

// media: a picture (GD) and a short MP3 (silent MPEG-1 layer III frames)
$up = wp_upload_dir();
$jpg = sys_get_temp_dir() . '/peer-factory.jpg';
$im = imagecreatetruecolor(800, 500);
imagefilledrectangle($im, 0, 0, 799, 499, imagecolorallocate($im, 30, 90, 160));
imagefilledrectangle($im, 100, 120, 700, 380, imagecolorallocate($im, 240, 200, 60));
imagejpeg($im, $jpg, 85);
$mp3 = sys_get_temp_dir() . '/peer-briefing.mp3';
file_put_contents($mp3, str_repeat("\xFF\xFB\x90\x64" . str_repeat("\0", 413), 80));

$out['picture'] = put('picture', ['post_title' => '新厂房落成（带图片）', 'post_content' => p('占位')]);
$img = sideload('img', $jpg, 'factory-floor.jpg', $out['picture']);
$src = wp_get_attachment_url($img);
$med = wp_get_attachment_image_src($img, 'medium')[0];
if (!found('picture-done', 'post')) {
  wp_update_post(['ID' => $out['picture'], 'post_content' =>
    p('新厂房已于本月落成投产。') . "\n\n" .
    "<!-- wp:image {\"id\":$img,\"sizeSlug\":\"large\"} -->\n<figure class=\"wp-block-image size-large\"><img src=\"$src\" alt=\"新厂房\" class=\"wp-image-$img\"/><figcaption>新厂房外景</figcaption></figure>\n<!-- /wp:image -->\n\n" .
    "<!-- wp:image {\"id\":$img,\"sizeSlug\":\"medium\"} -->\n<figure class=\"wp-block-image size-medium\"><img src=\"$med\" alt=\"新厂房缩略\" class=\"wp-image-$img\"/></figure>\n<!-- /wp:image -->"]);
  set_post_thumbnail($out['picture'], $img);
  update_post_meta($out['picture'], '_wp_peer_hard', 'picture');
  add_post_meta($out['picture'], '_wp_peer_hard_done', '1');
}

$out['blocks'] = put('blocks', ['post_title' => '区块大全：折叠、音频、表格、引用、代码、分栏', 'post_content' => p('占位')]);
$aud = sideload('audio', $mp3, 'briefing.mp3', $out['blocks']);
$asrc = wp_get_attachment_url($aud);
$blocks = implode("\n\n", [
  p('[注] 价格以合同为准'),
  p('Details of the method: see [1] and [2].'),
  "<!-- wp:details -->\n<details class=\"wp-block-details\"><summary>展开查看售后条款</summary><!-- wp:paragraph -->\n<p>折叠内容：整机保修三年。</p>\n<!-- /wp:paragraph --></details>\n<!-- /wp:details -->",
  "<!-- wp:audio {\"id\":$aud} -->\n<figure class=\"wp-block-audio\"><audio controls src=\"$asrc\"></audio><figcaption>季度简报录音</figcaption></figure>\n<!-- /wp:audio -->",
  "<!-- wp:table -->\n<figure class=\"wp-block-table\"><table><thead><tr><th>型号</th><th>价格</th></tr></thead><tbody><tr><td>HC-100</td><td>12800元</td></tr><tr><td>HC-200</td><td>25600元</td></tr></tbody></table></figure>\n<!-- /wp:table -->",
  "<!-- wp:quote -->\n<blockquote class=\"wp-block-quote\"><!-- wp:paragraph -->\n<p>质量是企业的生命。</p>\n<!-- /wp:paragraph --><cite>创始人语录</cite></blockquote>\n<!-- /wp:quote -->",
  "<!-- wp:code -->\n<pre class=\"wp-block-code\"><code>npm install --save hc-sdk\nhc deploy --env prod</code></pre>\n<!-- /wp:code -->",
  "<!-- wp:columns -->\n<div class=\"wp-block-columns\"><!-- wp:column -->\n<div class=\"wp-block-column\"><!-- wp:paragraph -->\n<p>左栏：研发中心</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:column -->\n\n<!-- wp:column -->\n<div class=\"wp-block-column\"><!-- wp:paragraph -->\n<p>右栏：交付中心</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:column --></div>\n<!-- /wp:columns -->",
  p('[1] 参考文献一。[2] 参考文献二。'),
]);
if (!get_post_meta($out['blocks'], '_wp_peer_hard_done', true)) {
  wp_update_post(['ID' => $out['blocks'], 'post_content' => $blocks]);
  add_post_meta($out['blocks'], '_wp_peer_hard_done', '1');
}

// reserved slugs: posts `search` and `contact`, and a page `search` (the seed has a page `contact`)
$out['post_search'] = put('post_search', ['post_title' => '文章：站内搜索使用说明', 'post_name' => 'search',
  'post_content' => p('这是一篇别名为 search 的文章。')]);
$out['post_contact'] = put('post_contact', ['post_title' => '文章：联系方式变更通知', 'post_name' => 'contact',
  'post_content' => p('这是一篇别名为 contact 的文章。')]);
$out['page_search'] = put('page_search', ['post_type' => 'page', 'post_title' => '搜索页（旧站）', 'post_name' => 'search',
  'post_content' => p('旧站的搜索页面。')]);
$c = get_posts(['post_type' => 'page', 'name' => 'contact', 'posts_per_page' => 1, 'fields' => 'ids']);
if ($c) $out['page_contact'] = (int) $c[0];
$out['image'] = $img; $out['audio'] = $aud;

$home = home_url();
foreach ($out as $k => $id) {
  $link = get_post_type($id) === 'attachment' ? wp_get_attachment_url($id) : get_permalink($id);
  echo "$k\t$id\t" . substr($link, strlen($home)) . "\t" . get_post_field('post_name', $id) . "\n";
}
PHP
chmod 644 "$OUT/hard-classes.php"
say "adding the hard classes through WordPress (php-cli on wp-load.php)"
runuser -u www-data -- env WP_PEER_HOSTPORT="${WP_URL#http://}" php "$OUT/hard-classes.php" > "$OUT/manifest.tsv" \
  || { say "adding content failed"; exit 1; }
column -t -s $'\t' "$OUT/manifest.tsv"
wpid() { awk -F'\t' -v k="$1" '$1 == k { print $2 }' "$OUT/manifest.tsv"; }
wppath() { awk -F'\t' -v k="$1" '$1 == k { print $3 }' "$OUT/manifest.tsv"; }

# ------------------------------------------------------------------ 3. WordPress's own export + uploads zip
cat > "$OUT/export.php" <<'PHP'
<?php
$host = getenv('WP_PEER_HOSTPORT') ?: '127.0.0.1:38300';
$_SERVER['HTTP_HOST'] = $host; $_SERVER['SERVER_NAME'] = explode(':', $host)[0]; $_SERVER['REQUEST_URI'] = '/';
define('WP_USE_THEMES', false);
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/export.php';
wp_set_current_user(1);
export_wp(['content' => 'all']);
PHP
chmod 644 "$OUT/export.php"
runuser -u www-data -- env WP_PEER_HOSTPORT="${WP_URL#http://}" php "$OUT/export.php" > "$OUT/export.xml" 2> "$OUT/export.err"
grep -q '</rss>' "$OUT/export.xml" || { say "export failed: $(head -c 500 "$OUT/export.err")"; exit 1; }
say "export: $(wc -c < "$OUT/export.xml") bytes, $(grep -c '<item>' "$OUT/export.xml") items"
(cd /var/lib/wordpress/wp-content && zip -qr "$OUT/uploads.zip" uploads)
say "uploads zip: $(unzip -l "$OUT/uploads.zip" | tail -1)"

# ------------------------------------------------------------------ 4. import into a fresh site of ours
cd "$ROOT"
[[ -s apps/server/dist/cli.js && -s apps/server/dist/main.js ]] || npm run build -w apps/server
export DATA_DIR=$OUT/data ADMIN_PASSWORD NODE_ENV=production HOST=127.0.0.1 PORT SITE_URL=$OURS
unset DATABASE_URL
node apps/server/dist/cli.js migrate > "$OUT/migrate.log" 2>&1 || { say "migrate failed"; tail "$OUT/migrate.log"; exit 1; }
node apps/server/dist/cli.js seed > "$OUT/seed.log" 2>&1 || { say "seed failed"; tail "$OUT/seed.log"; exit 1; }
say "import 1"
node apps/server/dist/cli.js import:wordpress "$OUT/export.xml" --media "$OUT/uploads.zip" > "$OUT/import1.log" 2>&1
rc1=$?
sed 's/\r/\n/g' "$OUT/import1.log" | grep -v '^\s*[░█]' | grep -v '^\s*$'
check "import 1 exits 0 (no item failed)" test $rc1 -eq 0

# The embedded database admits one process: the server is stopped while the CLI imports.
start_server() {
  node apps/server/dist/main.js >> "$OUT/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 240); do curl -s -o /dev/null "$OURS/api/portal/layout" && break; sleep 0.5; done
  curl -s -o /dev/null "$OURS/api/portal/layout" || { say "our server did not start"; tail "$OUT/server.log"; exit 1; }
  say "our server: $OURS (pid $SERVER_PID)"
}
stop_server() { kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null; say "our server (pid $SERVER_PID) stopped"; SERVER_PID=; }
start_server

status() { curl -s -o /dev/null -w '%{http_code}' "$OURS$1"; }
location() { curl -s -o /dev/null -w '%{redirect_url}' "$OURS$1"; }
article_of() { location "$1" | sed -n 's#.*/article/\([0-9][0-9]*\).*#\1#p'; }   # old path -> our article id
json() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const j=JSON.parse(s);console.log(eval(process.argv[1]))})' "$1"; }
enc() { node -p 'encodeURIComponent(process.argv[1])' "$1"; }
absent_from_search() { # text title: the text finds nothing by the search API, and the search page for it shows no title
  local q; q=$(enc "$1")
  [[ $(curl -s "$OURS/api/portal/search?q=$q" | json 'j.data ? j.data.total : -1') == 0 ]] &&
    ! curl -s "$OURS/search?keywords=$q" | grep -q "$2"
}

# protected and private posts
for k in protected private; do
  p=$(wppath $k); loc=$(location "$p"); code=$(status "$p")
  echo "      $k: old $p -> $code ${loc:-(no redirect)}"
  id=$(article_of "$p")
  if [[ -n $id ]]; then
    check "$k post: /article/$id not public ($(status /article/$id))" test "$(status /article/$id)" == 404
    check "$k post: /api/portal/article?id=$id refused" test "$(status "/api/portal/article?id=$id")" != 200
  else
    check "$k post: its old address leads to no public article" true
  fi
done
check "protected post's text absent from search" absent_from_search '红杉林' '内部报价单'
check "private post's text absent from search" absent_from_search '青松项目组' '董事会纪要'
check "protected title not in the public list" bash -c "! curl -s '$OURS/api/portal/articles?limit=100' | grep -q '内部报价单'"
check "private title not in the public list" bash -c "! curl -s '$OURS/api/portal/articles?limit=100' | grep -q '董事会纪要'"

# reserved addresses
for a in /search /contact; do
  code=$(status "$a"); echo "      GET $a -> $code $(location "$a")"
  check "$a answers as the site's own page (200, no redirect)" test "$code" == 200
done
check "/search is our search page, not the imported page" bash -c "! curl -s '$OURS/search' | grep -q '旧站的搜索页面'"
check "/contact is our contact page, not an imported post" bash -c "! curl -s '$OURS/contact' | grep -q '别名为 contact'"
for a in /search/ /contact/; do
  echo "      GET $a -> $(status "$a") $(location "$a")"
  check "$a is not redirected to an imported item" bash -c "! [[ '$(location "$a")' =~ /article/|/page/wp- ]]"
done
for k in post_search post_contact; do
  id=$(article_of "$(wppath $k)")
  check "post with slug ${k#post_}: imported (old $(wppath $k) -> /article/${id:-?}, $(status /article/${id:-0}))" \
    test -n "$id" -a "$(status /article/${id:-0})" == 200
done

# 30 tags
id=$(article_of "$(wppath tags30)"); TAGS_ID=$id
n=$(curl -s "$OURS/api/portal/article?id=${id:-0}" | json 'Array.isArray(j.data?.tags) ? j.data.tags.length : String(j.data?.tags).split(",").filter(Boolean).length')
check "30 tags on /api/portal/article?id=${id:-?} (found $n)" test "$n" == 30

# same-name categories
ide=$(article_of "$(wppath office_east)"); ids=$(article_of "$(wppath office_south)")
ce=$(curl -s "$OURS/api/portal/article?id=${ide:-0}" | json 'j.data?.category?.id + " " + j.data?.category?.name')
cs=$(curl -s "$OURS/api/portal/article?id=${ids:-0}" | json 'j.data?.category?.id + " " + j.data?.category?.name')
echo "      east post /article/$ide category: $ce; south post /article/$ids category: $cs"
check "same-name categories stay two (办事处 ≠ 办事处)" test "${ce%% *}" != "${cs%% *}" -a "${ce#* }" == 办事处 -a "${cs#* }" == 办事处
check "east category lists the east post only" bash -c "curl -s '$OURS/api/portal/articles?cid=${ce%% *}' | grep -q 华东办事处 && ! curl -s '$OURS/api/portal/articles?cid=${ce%% *}' | grep -q 华南办事处"
check "south category lists the south post only" bash -c "curl -s '$OURS/api/portal/articles?cid=${cs%% *}' | grep -q 华南办事处 && ! curl -s '$OURS/api/portal/articles?cid=${cs%% *}' | grep -q 华东办事处"
for c in east-region/office-east south-region/office-south; do echo "      GET /category/$c/ -> $(status /category/$c/) $(location /category/$c/)"; done

# page tree
for k in page_top page_child page_grandchild; do
  p=$(wppath $k); loc=$(location "$p"); echo "      $k: old $p -> $(status "$p") $loc"
  check "page $k imported and public (${loc:-none} -> $(status "${loc#"$OURS"}"))" test -n "$loc" -a "$(status "${loc#"$OURS"}")" == 200
done
menu_tree() { # prints the menu lines of the tree; fails unless 产品中心 > 工业软件 > 生产管理系统 is there, once
curl -s "$OURS/api/Index/common" > "$OUT/boot-data.json"   # the public start-up data: the site menu
node -e '
const j = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
const menu = j.data?.menuArr ?? j.data?.common?.menuArr;
const walk = (items, path = []) => (items ?? []).flatMap((m) => [[...path, m.title + " (" + m.path + ")"], ...walk(m.children, [...path, m.title + " (" + m.path + ")"])]);
const all = walk(menu);
const hits = all.filter((p) => /产品中心|工业软件|生产管理系统/.test(p[p.length - 1]));
for (const h of hits) console.log("      menu: " + h.join(" > "));
process.exit(hits.some((h) => /^产品中心.*> 工业软件.*> 生产管理系统/.test(h.join(" > "))) && all.filter((p) => /^产品中心/.test(p[p.length - 1])).length === 1 ? 0 : 1);
' "$OUT/boot-data.json"
}
menu_tree; mt=$?
check "breadcrumb of /page/mes: 首页 > 产品中心 > 工业软件 > 生产管理系统" bash -c "curl -s '$OURS/page/mes' | grep -o '<nav aria-label=\"当前位置\" class=\"breadcrumb\">.*</nav>' | sed 's/<[^>]*>/ /g' | tr -s ' ' | grep -q '首页 产品中心 工业软件 生产管理系统'"
check "page tree in the site menu: 产品中心 > 工业软件 > 生产管理系统" test $mt -eq 0

# blocks and bracketed prose on the public article page
id=$(article_of "$(wppath blocks)")
curl -s "$OURS/article/${id:-0}" > "$OUT/blocks.html"
echo "      blocks post: /article/${id:-?} ($(wc -c < "$OUT/blocks.html") bytes)"
for m in '<details' '<summary>展开查看售后条款</summary>' '<audio' '<table' '<td>HC-100</td>' '<blockquote' '<cite>创始人语录</cite>' \
         '<pre' '<code>' 'hc deploy --env prod' 'class="rich-columns"' '<div class="rich-column">' '左栏：研发中心' '右栏：交付中心' '[注] 价格以合同为准' 'see [1] and [2]' '[1] 参考文献一。[2] 参考文献二。'; do
  check "blocks post shows: $m" grep -qF -- "$m" "$OUT/blocks.html"
done
asrc=$(grep -o '<audio[^>]*src="[^"]*"' "$OUT/blocks.html" | sed 's/.*src="//;s/"$//' | head -1)
echo "      audio src: ${asrc:-none} -> $( [[ -n $asrc ]] && curl -s -o /dev/null -w '%{http_code} %{content_type}' "$(case $asrc in http*) echo "$asrc";; *) echo "$OURS$asrc";; esac)")"
check "blocks post keeps no address of the old site" bash -c "! grep -q '127.0.0.1:38300' '$OUT/blocks.html'"

# picture
id=$(article_of "$(wppath picture)")
curl -s "$OURS/article/${id:-0}" > "$OUT/picture.html"
imgs=$(grep -o '<img[^>]*src="[^"]*"' "$OUT/picture.html" | sed 's/.*src="//;s/"$//' | grep -v '^data:' | sort -u)
echo "      picture post: /article/${id:-?}; img src: $(echo $imgs)"
ok=1; seen=0
for s in $imgs; do
  [[ $s == *factory* || $s == /storage/* || $s == *"$OURS"/storage/* ]] || continue
  u=$s; [[ $u == http* ]] || u=$OURS$u
  r=$(curl -s -o /dev/null -w '%{http_code} %{content_type}' "$u"); echo "      GET $u -> $r"
  [[ $r == "200 image/"* ]] && seen=$((seen + 1)) || ok=0
done
check "picture stored here and shown (images answering: $seen)" test $ok -eq 1 -a $seen -ge 1
check "picture post keeps no address of the old site" bash -c "! grep -q '127.0.0.1:38300' '$OUT/picture.html'"
cover=$(curl -s "$OURS/api/portal/article?id=${id:-0}" | json 'j.data?.cover ?? j.data?.image ?? ""')
echo "      picture post cover: ${cover:-none}"
loc=$(location "$(wppath image)"); echo "      old picture $(wppath image) -> $(status "$(wppath image)") $loc"
check "old picture address redirects to the stored copy" test -n "$loc"

# second run: everything imported before, no duplicates
before=$(curl -s "$OURS/api/portal/articles?limit=1" | json 'j.data?.total')
stop_server
say "import 2"
node apps/server/dist/cli.js import:wordpress "$OUT/export.xml" --media "$OUT/uploads.zip" > "$OUT/import2.log" 2>&1
rc2=$?
sed 's/\r/\n/g' "$OUT/import2.log" | grep -v '^\s*[░█]' | grep -v '^\s*$'
check "import 2 exits 0" test $rc2 -eq 0
check "import 2: nothing to import (no kind with 'N to import', N > 0)" bash -c "! grep -E ': [1-9][0-9]* to import' '$OUT/import2.log'"
check "import 2: imported 0" grep -q '^imported 0,' "$OUT/import2.log"
for kind in category post page attachment; do
  n1=$(sed -n "s/^  $kind: \([0-9]*\) to import.*/\1/p" "$OUT/import1.log")
  n2=$(sed -n "s/^  $kind: [0-9]* to import, \([0-9]*\) imported before.*/\1/p" "$OUT/import2.log")
  check "import 2: $kind: ${n2:-?} imported before = ${n1:-?} imported by run 1" test -n "$n1" -a "$n1" == "$n2"
done
start_server
after=$(curl -s "$OURS/api/portal/articles?limit=1" | json 'j.data?.total')
check "no duplicate public articles (before $before, after $after)" test "$before" == "$after"
menu_tree; check "page tree in the menu once after run 2" test $? -eq 0
check "no second copy of a page (/page/products-2: $(status /page/products-2))" test "$(status /page/products-2)" == 404
check "old addresses lead to the same articles (tags post /article/$(article_of "$(wppath tags30)"))" test "$(article_of "$(wppath tags30)")" == "$TAGS_ID"
check "one east category post still (no duplicate)" test "$(curl -s "$OURS/api/portal/articles?cid=${ce%% *}" | json 'j.data?.total')" == 1

# ------------------------------------------------------------------ 5. done (cleanup stops both servers)
if ((FAILS)); then say "$FAILS check(s) failed"; exit 1; fi
say "all checks passed"
