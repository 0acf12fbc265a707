-- Upgrade fixture: a site as a release at migration 0011_modules left it (docs/ops/upgrade.md).
-- Made by: npx tsx apps/server/src/test/upgrade-fixtures/make-upgrade-fixture.ts 0011_modules
-- Loaded by loadUpgradeFixture (packages/db/src/upgrade-fixtures.ts) into an empty database migrated
-- to 0011_modules: one statement per line. Every account's password is fixturePassword(username).

-- Tables the site made at run time, as it made them
create table "mod_notice_item" ("id" serial primary key, "title" varchar(100) not null, "weigh" integer default 0 not null);

-- The tables' own triggers off: rows go in as they were stored (ledger balances, content versions)
alter table public."user" disable trigger user;
alter table public.article disable trigger user;
alter table public.banner disable trigger user;
alter table public.category disable trigger user;
alter table public.config disable trigger user;
alter table public.corp disable trigger user;
alter table public.friend_link disable trigger user;
alter table public.menu disable trigger user;
alter table public.page disable trigger user;
alter table public.page_article disable trigger user;
alter table public.page_meta disable trigger user;
alter table public.topic disable trigger user;
alter table public.user_group_rule disable trigger user;
alter table public.user_money_log disable trigger user;
alter table public.user_rule disable trigger user;
alter table public.user_score_log disable trigger user;

-- What the migrations wrote into the empty database, replaced by the site's rows
delete from "public"."cache_version";

-- admin: 3 rows
insert into "public"."admin" ("id", "username", "nickname", "avatar", "email", "mobile", "password", "motto", "login_failure", "last_login_time", "last_login_ip", "status", "create_time", "update_time") values ('1', 'admin', 'Admin', '', '', '', '$argon2id$v=19$m=19456,t=2,p=1$suVb0FaFd3NqvFVmQXgH8g$BGaAQwLu1+6mg3/gOM0UPb0hC5AfjjuWzJxNK82J+8E', '', '0', '1761901200', '203.0.113.1', 'enable', '1736154000', '1736154000');
insert into "public"."admin" ("id", "username", "nickname", "avatar", "email", "mobile", "password", "motto", "login_failure", "last_login_time", "last_login_ip", "status", "create_time", "update_time") values ('2', 'editor', '编辑小王', '', 'editor@chengxin.example.com', '13800000002', '$argon2id$v=19$m=19456,t=2,p=1$H8lOaKA7XakS2DQ57Hhdxg$PRaW/1jvUvtQkP16st9qAljzlCe1iNl4pYpJyB29BZc', '内容为王', '0', '1761814800', '203.0.113.2', 'enable', '1736413200', '1736413200');
insert into "public"."admin" ("id", "username", "nickname", "avatar", "email", "mobile", "password", "motto", "login_failure", "last_login_time", "last_login_ip", "status", "create_time", "update_time") values ('3', 'former', '离职编辑', '', '', '', '$argon2id$v=19$m=19456,t=2,p=1$k8vH2z22+t///j5I7Milvw$UuMNK/V3d5pckiRSIbtsS3yZmBz7Yg26lNijeL3vDqc', '', '2', NULL, '', 'disable', '1736586000', '1736586000');

-- admin_group: 2 rows
insert into "public"."admin_group" ("id", "pid", "name", "super", "status", "create_time", "update_time") values ('1', '0', '超级管理组', 'true', 'enable', '1736154000', '1736154000');
insert into "public"."admin_group" ("id", "pid", "name", "super", "status", "create_time", "update_time") values ('2', '1', '内容编辑组', 'false', 'enable', '1736413200', '1736413200');

-- admin_group_access: 3 rows
insert into "public"."admin_group_access" ("admin_id", "group_id") values ('1', '1');
insert into "public"."admin_group_access" ("admin_id", "group_id") values ('2', '2');
insert into "public"."admin_group_access" ("admin_id", "group_id") values ('3', '2');

-- admin_log: 8 rows
insert into "public"."admin_log" ("id", "admin_id", "username", "url", "title", "data", "ip", "useragent", "create_time") values ('1', '1', 'admin', '/admin/index/login', '登录', '{"username": "admin"}', '203.0.113.1', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '1736157600');
insert into "public"."admin_log" ("id", "admin_id", "username", "url", "title", "data", "ip", "useragent", "create_time") values ('2', NULL, 'admin', '/admin/index/login', '登录失败', '{"username": "admin"}', '203.0.113.1', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '1736247600');
insert into "public"."admin_log" ("id", "admin_id", "username", "url", "title", "data", "ip", "useragent", "create_time") values ('3', '1', 'admin', '/admin/auth/admin/add', '管理员管理-添加', '{"nickname": "编辑小王", "username": "editor"}', '203.0.113.1', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '1736424000');
insert into "public"."admin_log" ("id", "admin_id", "username", "url", "title", "data", "ip", "useragent", "create_time") values ('4', '2', 'editor', '/admin/index/login', '登录', '{"username": "editor"}', '203.0.113.2', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '1740488400');
insert into "public"."admin_log" ("id", "admin_id", "username", "url", "title", "data", "ip", "useragent", "create_time") values ('5', '2', 'editor', '/admin/content/article/edit', '文章管理-编辑', '{"id": 1, "title": "澄芯科技发布新一代工业网关"}', '203.0.113.2', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '1740492000');
insert into "public"."admin_log" ("id", "admin_id", "username", "url", "title", "data", "ip", "useragent", "create_time") values ('6', '1', 'admin', '/admin/user/moneyLog/add', '会员余额管理-添加', '{"memo": "后台充值", "money": "500.00", "user_id": 1}', '203.0.113.1', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '1741359600');
insert into "public"."admin_log" ("id", "admin_id", "username", "url", "title", "data", "ip", "useragent", "create_time") values ('7', '1', 'admin', '/admin/routine/config/edit', '系统配置-编辑', '{"smtp_server": "smtp.exmail.qq.com"}', '203.0.113.1', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '1746547200');
insert into "public"."admin_log" ("id", "admin_id", "username", "url", "title", "data", "ip", "useragent", "create_time") values ('8', '1', 'admin', '/admin/index/logout', '注销', NULL, '203.0.113.1', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '1761987600');

-- admin_rule: 24 rows
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('1', '0', 'menu', '控制台', 'dashboard', 'dashboard', 'fa fa-dashboard', 'tab', '', '/src/views/backend/dashboard.vue', '1', 'none', '', '230', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('10', '7', 'button', '编辑', 'content/article/edit', '', '', NULL, '', '', '0', 'none', '', '140', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('11', '7', 'button', '删除', 'content/article/del', '', '', NULL, '', '', '0', 'none', '', '130', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('12', '6', 'menu', '栏目管理', 'content/category', 'content/category', 'fa fa-circle-o', 'tab', '', '/src/views/backend/content/category/index.vue', '1', 'none', '', '120', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('13', '12', 'button', '查看', 'content/category/index', '', '', NULL, '', '', '0', 'none', '', '110', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('14', '0', 'menu_dir', '会员管理', 'user', 'user', 'fa fa-user', NULL, '', '', '0', 'none', '', '100', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('15', '14', 'menu', '会员管理', 'user/user', 'user/user', 'fa fa-circle-o', 'tab', '', '/src/views/backend/user/user/index.vue', '1', 'none', '', '90', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('16', '15', 'button', '查看', 'user/user/index', '', '', NULL, '', '', '0', 'none', '', '80', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('17', '14', 'menu', '会员余额管理', 'user/moneyLog', 'user/moneyLog', 'fa fa-circle-o', 'tab', '', '/src/views/backend/user/moneyLog/index.vue', '1', 'none', '', '70', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('18', '17', 'button', '查看', 'user/moneyLog/index', '', '', NULL, '', '', '0', 'none', '', '60', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('19', '0', 'menu_dir', '常规管理', 'routine', 'routine', 'fa fa-cogs', NULL, '', '', '0', 'none', '', '50', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('2', '0', 'menu_dir', '权限管理', 'auth', 'auth', 'fa fa-group', NULL, '', '', '0', 'none', '', '220', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('20', '19', 'menu', '系统配置', 'routine/config', 'routine/config', 'fa fa-circle-o', 'tab', '', '/src/views/backend/routine/config/index.vue', '1', 'none', '', '40', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('21', '20', 'button', '查看', 'routine/config/index', '', '', NULL, '', '', '0', 'none', '', '30', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('22', '0', 'menu', '月度报表', 'custom/report', 'custom/report', 'fa fa-bar-chart', 'tab', '', '/src/views/backend/custom/report/index.vue', '1', 'none', '', '20', 'enable', '1739610000', '1739610000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('23', '0', 'menu', '访问统计', 'custom/stats', 'custom/stats', '', 'tab', '', '/src/views/custom/stats.vue', '1', 'none', '', '10', 'enable', '1739610000', '1739610000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('3', '2', 'menu', '管理员管理', 'auth/admin', 'auth/admin', 'fa fa-circle-o', 'tab', '', '/src/views/backend/auth/admin/index.vue', '1', 'none', '', '210', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('4', '3', 'button', '查看', 'auth/admin/index', '', '', NULL, '', '', '0', 'none', '', '200', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('40', '0', 'menu', '公告栏', 'module/notice/board', 'iframe/%2Fmodule-assets%2Fnotice%2Fadmin.html', 'fa fa-bullhorn', 'iframe', '/module-assets/notice/admin.html', '', '0', 'none', '', '-100', 'enable', '1755165600', '1755165600');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('5', '3', 'button', '添加', 'auth/admin/add', '', '', NULL, '', '', '0', 'none', '', '190', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('6', '0', 'menu_dir', '内容管理', 'content', 'content', 'fa fa-file-text-o', NULL, '', '', '0', 'none', '', '180', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('7', '6', 'menu', '文章管理', 'content/article', 'content/article', 'fa fa-circle-o', 'tab', '', '/src/views/backend/content/article/index.vue', '1', 'none', '', '170', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('8', '7', 'button', '查看', 'content/article/index', '', '', NULL, '', '', '0', 'none', '', '160', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('9', '7', 'button', '添加', 'content/article/add', '', '', NULL, '', '', '0', 'none', '', '150', 'enable', '1736154000', '1736154000');

-- admin_group_rule: 9 rows
insert into "public"."admin_group_rule" ("group_id", "rule_id") values ('2', '1');
insert into "public"."admin_group_rule" ("group_id", "rule_id") values ('2', '10');
insert into "public"."admin_group_rule" ("group_id", "rule_id") values ('2', '11');
insert into "public"."admin_group_rule" ("group_id", "rule_id") values ('2', '12');
insert into "public"."admin_group_rule" ("group_id", "rule_id") values ('2', '13');
insert into "public"."admin_group_rule" ("group_id", "rule_id") values ('2', '6');
insert into "public"."admin_group_rule" ("group_id", "rule_id") values ('2', '7');
insert into "public"."admin_group_rule" ("group_id", "rule_id") values ('2', '8');
insert into "public"."admin_group_rule" ("group_id", "rule_id") values ('2', '9');

-- area: 3 rows
insert into "public"."area" ("id", "pid", "shortname", "name", "mergename", "level", "pinyin", "code", "zip", "first", "lng", "lat") values ('1', '0', '江苏', '江苏省', '中国,江苏省', '1', 'jiangsu', '320000', '', 'J', '118.762950', '32.060875');
insert into "public"."area" ("id", "pid", "shortname", "name", "mergename", "level", "pinyin", "code", "zip", "first", "lng", "lat") values ('2', '1', '苏州', '苏州市', '中国,江苏省,苏州市', '2', 'suzhou', '320500', '215000', 'S', '120.585316', '31.298886');
insert into "public"."area" ("id", "pid", "shortname", "name", "mergename", "level", "pinyin", "code", "zip", "first", "lng", "lat") values ('3', '2', '姑苏', '姑苏区', '中国,江苏省,苏州市,姑苏区', '3', 'gusu', '320508', '215000', 'G', NULL, NULL);

-- banner: 3 rows
insert into "public"."banner" ("id", "title", "summary", "image", "link", "weigh", "status", "create_time", "update_time") values ('1', '让每一条产线更聪明', '工业物联网整体解决方案', '/static/images/banner/01.jpg', '/about', '30', 'enable', '1736154000', '1736154000');
insert into "public"."banner" ("id", "title", "summary", "image", "link", "weigh", "status", "create_time", "update_time") values ('2', '新一代工业网关', '5G · 边缘计算', '/storage/20250310/5f1e-banner.jpg', '/article/1', '20', 'enable', '1736154000', '1736154000');
insert into "public"."banner" ("id", "title", "summary", "image", "link", "weigh", "status", "create_time", "update_time") values ('3', '春季招聘', '', '/static/images/banner/03.jpg', '', '10', 'disable', '1736931600', '1736931600');

-- cache_version: 3 rows
insert into "public"."cache_version" ("scope", "version", "update_time") values ('article', '3', '1762106400');
insert into "public"."cache_version" ("scope", "version", "update_time") values ('page', '4', '1762106400');
insert into "public"."cache_version" ("scope", "version", "update_time") values ('site', '7', '1762106400');

-- category: 4 rows
insert into "public"."category" ("id", "pid", "name", "name_en", "weigh", "status", "create_time", "update_time") values ('1', '0', '公司新闻', 'Company news', '40', 'enable', '1736154000', '1736154000');
insert into "public"."category" ("id", "pid", "name", "name_en", "weigh", "status", "create_time", "update_time") values ('2', '0', '行业动态', 'Industry news', '30', 'enable', '1736154000', '1736154000');
insert into "public"."category" ("id", "pid", "name", "name_en", "weigh", "status", "create_time", "update_time") values ('3', '0', '媒体报道', 'Media', '20', 'enable', '1736154000', '1736154000');
insert into "public"."category" ("id", "pid", "name", "name_en", "weigh", "status", "create_time", "update_time") values ('4', '0', '技术分享', 'Tech insights', '10', 'enable', '1736931600', '1736931600');

-- config: 23 rows
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('1', 'config_group', 'basics', '配置分组', '', 'array', '[{"key": "basics", "value": "基础配置"}, {"key": "site", "value": "站点信息"}, {"key": "mail", "value": "邮件配置"}, {"key": "sms", "value": "短信配置"}, {"key": "upload", "value": "上传配置"}, {"key": "quick_entrance", "value": "快捷配置入口"}]', NULL, '', '', '0', '230');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('10', 'smtp_server', 'mail', 'SMTP 服务器', '', 'string', '"smtp.exmail.qq.com"', NULL, '', '', '0', '140');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('11', 'smtp_port', 'mail', 'SMTP 端口', '', 'string', '"465"', NULL, '', '', '0', '130');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('12', 'smtp_user', 'mail', 'SMTP 用户名', '', 'string', '"noreply@chengxin.example.com"', NULL, '', '', '0', '120');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('13', 'smtp_pass', 'mail', 'SMTP 密码', '', 'password', '"demo-smtp-password"', NULL, '', '', '0', '110');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('14', 'smtp_verification', 'mail', 'SMTP 验证方式', '', 'select', '"SSL"', '{"SSL": "SSL", "TLS": "TLS"}', '', '', '0', '100');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('15', 'sms_driver', 'sms', '短信发送方式', '关闭时会员无法用手机号注册、找回密码和绑定', 'select', '"aliyun"', '{"": "关闭", "log": "只写入服务器日志（开发调试用）", "aliyun": "阿里云短信"}', '', '', '0', '90');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('16', 'sms_aliyun_access_key_id', 'sms', '阿里云 AccessKey ID', '', 'string', '"LTAI5tDemoKeyId"', NULL, '', '', '0', '80');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('17', 'sms_aliyun_access_key_secret', 'sms', '阿里云 AccessKey Secret', '', 'password', '"demo-sms-key-secret"', NULL, '', '', '0', '70');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('18', 'sms_aliyun_sign_name', 'sms', '短信签名', '', 'string', '"澄芯科技"', NULL, '', '', '0', '60');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('19', 'sms_aliyun_template_code', 'sms', '验证码模板 CODE', '模板中以 ${code} 表示验证码', 'string', '""', NULL, '', '', '0', '50');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('2', 'siteName', 'basics', '站点名称', '', 'string', '"澄芯科技"', NULL, 'required', '', '0', '220');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('20', 'sms_aliyun_endpoint', 'sms', '接口地址', '', 'string', '"https://dysmsapi.aliyuncs.com"', NULL, '', '', '0', '40');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('21', 'upload_mode', 'upload', '存储方式', '', 'select', '"local"', '{"s3": "S3 兼容对象存储", "local": "本地存储"}', '', '', '0', '30');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('22', 'upload_max_size', 'upload', '最大上传大小', '', 'string', '"20mb"', NULL, 'required', '', '0', '20');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('23', 'config_quick_entrance', 'quick_entrance', '快捷配置入口', '', 'array', '[{"key": "管理员管理", "value": "auth/admin"}, {"key": "附件管理", "value": "routine/attachment"}]', NULL, '', '', '0', '10');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('3', 'version', 'basics', '版本号', '', 'string', '"v1.0.0"', NULL, '', '', '0', '210');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('4', 'time_zone', 'basics', '时区', '', 'string', '"Asia/Shanghai"', NULL, 'required', '', '0', '200');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('5', 'open_member_center', 'basics', '开启会员中心', '', 'switch', 'true', NULL, '', '', '0', '190');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('6', 'user_register', 'basics', '允许会员注册', '', 'switch', 'true', NULL, '', '', '0', '180');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('7', 'admin_login_captcha', 'basics', '后台登录验证码', '', 'switch', 'true', NULL, '', '', '0', '170');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('8', 'user_login_captcha', 'basics', '会员登录验证码', '', 'switch', 'true', NULL, '', '', '0', '160');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('9', 'logo', 'site', '网站 Logo', '', 'image', '"/static/images/logo.png"', NULL, '', '', '0', '150');

-- corp: 1 rows
insert into "public"."corp" ("id", "name", "name_en", "slogan", "summary", "content", "logo", "image", "founded_year", "address", "phone", "email", "website", "weigh", "status", "create_time", "update_time", "zipcode", "record_number", "qr", "culture") values ('1', '苏州澄芯智能科技有限公司', 'Suzhou Chengxin Intelligent Technology Co., Ltd.', '让每一条产线更聪明', '专注工业物联网与边缘计算的国家高新技术企业。', '<p>澄芯科技成立于 2012 年，总部位于苏州工业园区。</p>', '/static/images/logo.png', '/static/images/about.jpg', '2012', '江苏省苏州市工业园区金鸡湖大道88号澄芯大厦', '400-800-8888', 'contact@chengxin.example.com', 'https://www.chengxin.example.com', '0', 'enable', '1736154000', '1736154000', '215000', '苏ICP备12345678号-1', '/static/images/wx_qr.png', '<p>诚信、专注、创新。</p>');

-- friend_link: 3 rows
insert into "public"."friend_link" ("id", "title", "link", "weigh", "status", "create_time", "update_time") values ('1', '工业和信息化部', 'https://www.miit.gov.cn', '30', 'enable', '1736154000', '1736154000');
insert into "public"."friend_link" ("id", "title", "link", "weigh", "status", "create_time", "update_time") values ('2', '苏州工业园区', 'https://www.sipac.gov.cn', '20', 'enable', '1736154000', '1736154000');
insert into "public"."friend_link" ("id", "title", "link", "weigh", "status", "create_time", "update_time") values ('3', '合作伙伴（已停用）', 'https://partner.example.com', '10', 'disable', '1736931600', '1736931600');

-- menu: 6 rows
insert into "public"."menu" ("id", "pid", "title", "title_en", "thumb", "path", "weigh", "status", "create_time", "update_time") values ('1', '0', '首页', 'Home', '', '/', '60', 'enable', '1736154000', '1736154000');
insert into "public"."menu" ("id", "pid", "title", "title_en", "thumb", "path", "weigh", "status", "create_time", "update_time") values ('2', '0', '关于我们', 'About', '', '/about', '50', 'enable', '1736154000', '1736154000');
insert into "public"."menu" ("id", "pid", "title", "title_en", "thumb", "path", "weigh", "status", "create_time", "update_time") values ('3', '0', '新闻中心', 'News', '', '/news', '40', 'enable', '1736154000', '1736154000');
insert into "public"."menu" ("id", "pid", "title", "title_en", "thumb", "path", "weigh", "status", "create_time", "update_time") values ('4', '3', '公司新闻', 'Company news', '', '/news/1', '30', 'enable', '1736154000', '1736154000');
insert into "public"."menu" ("id", "pid", "title", "title_en", "thumb", "path", "weigh", "status", "create_time", "update_time") values ('5', '3', '行业动态', 'Industry', '', '/news/2', '20', 'enable', '1736154000', '1736154000');
insert into "public"."menu" ("id", "pid", "title", "title_en", "thumb", "path", "weigh", "status", "create_time", "update_time") values ('6', '0', '联系我们', 'Contact', '', '/contact', '10', 'enable', '1736931600', '1736931600');

-- mod_notice_item: 2 rows
insert into "public"."mod_notice_item" ("id", "title", "weigh") values ('1', '欢迎使用公告栏 Welcome to the notice board', '2');
insert into "public"."mod_notice_item" ("id", "title", "weigh") values ('2', '公告由模块自己的数据表保存 Notices live in the module''s own table', '1');

-- module: 1 rows
insert into "public"."module" ("uid", "title", "version", "state", "manifest", "install_time", "update_time") values ('notice', '公告栏', '1.0.0', 'enable', '{"manifest": {"uid": "notice", "menu": [{"icon": "fa fa-bullhorn", "name": "board", "page": "notice/admin.html", "title": {"en": "Notice board", "zh-cn": "公告栏"}, "buttons": []}], "title": {"en": "Notice board", "zh-cn": "公告栏"}, "routes": ["/notice"], "server": "server/index.mjs", "version": "1.0.0", "requires": [], "migrations": [{"name": "0001_notice_item", "createTable": {"name": "mod_notice_item", "rows": [{"title": "欢迎使用公告栏 Welcome to the notice board", "weigh": 2}, {"title": "公告由模块自己的数据表保存 Notices live in the module''s own table", "weigh": 1}], "columns": [{"name": "id", "type": "serial", "primaryKey": true}, {"name": "title", "type": "varchar", "length": 100, "notNull": true}, {"name": "weigh", "type": "integer", "default": 0, "notNull": true}]}}], "description": "A notice board: a table of its own, a route that lists the notices, and an admin page."}, "publicFiles": ["notice/admin.html", "notice/board.css", "notice/board.js", "notice/logo.svg"]}', '1755165600', '1755165600');

-- module_migration: 1 rows
insert into "public"."module_migration" ("module_uid", "name", "execute_time") values ('notice', '0001_notice_item', '1755165600');

-- module_rule: 1 rows
insert into "public"."module_rule" ("module_uid", "rule_id") values ('notice', '40');

-- page: 3 rows
insert into "public"."page" ("id", "slug", "title", "title_en", "content", "image", "keywords", "description", "weigh", "status", "create_time", "update_time") values ('1', 'company', '公司简介', 'Company', '<p>澄芯科技是一家专注工业物联网的企业。</p>', '', '澄芯,工业物联网', '公司简介', '30', 'enable', '1736154000', '1736154000');
insert into "public"."page" ("id", "slug", "title", "title_en", "content", "image", "keywords", "description", "weigh", "status", "create_time", "update_time") values ('2', 'history', '发展历程', 'History', '', '', '', '发展历程', '20', 'enable', '1736154000', '1736154000');
insert into "public"."page" ("id", "slug", "title", "title_en", "content", "image", "keywords", "description", "weigh", "status", "create_time", "update_time") values ('3', 'contact', '联系我们', 'Contact', '<p>欢迎来电垂询。</p>', '', '', '联系我们', '10', 'enable', '1736931600', '1736931600');

-- page_article: 3 rows
insert into "public"."page_article" ("id", "page_id", "title", "content", "image", "event_date", "weigh", "status", "create_time", "update_time") values ('1', '2', '公司成立', '<p>在苏州工业园区注册成立。</p>', '', '2012', '30', 'enable', '1736154000', '1736154000');
insert into "public"."page_article" ("id", "page_id", "title", "content", "image", "event_date", "weigh", "status", "create_time", "update_time") values ('2', '2', '首款工业网关量产', '<p>年出货量突破一万台。</p>', '', '2016-05', '20', 'enable', '1736154000', '1736154000');
insert into "public"."page_article" ("id", "page_id", "title", "content", "image", "event_date", "weigh", "status", "create_time", "update_time") values ('3', '2', '获评专精特新企业', '', '', '2022-11-18', '10', 'enable', '1736931600', '1736931600');

-- page_meta: 2 rows
insert into "public"."page_meta" ("id", "path", "title", "keywords", "description", "create_time", "update_time") values ('1', '/news', '新闻中心 - 澄芯科技', '新闻,动态', '澄芯科技新闻中心', '1736154000', '1736154000');
insert into "public"."page_meta" ("id", "path", "title", "keywords", "description", "create_time", "update_time") values ('2', '/search', '站内搜索', '', '', '1736154000', '1736154000');

-- security_data_recycle: 3 rows
insert into "public"."security_data_recycle" ("id", "name", "controller", "controller_as", "data_table", "primary_key", "status", "create_time", "update_time") values ('1', '管理员', 'auth/admin', 'auth/admin', 'admin', 'id', 'enable', '1736154000', '1736154000');
insert into "public"."security_data_recycle" ("id", "name", "controller", "controller_as", "data_table", "primary_key", "status", "create_time", "update_time") values ('2', '会员', 'user/user', 'user/user', 'user', 'id', 'enable', '1736154000', '1736154000');
insert into "public"."security_data_recycle" ("id", "name", "controller", "controller_as", "data_table", "primary_key", "status", "create_time", "update_time") values ('3', '文章', 'content/article', 'content/article', 'article', 'id', 'enable', '1736154000', '1736154000');

-- security_data_recycle_log: 2 rows
insert into "public"."security_data_recycle_log" ("id", "admin_id", "recycle_id", "data", "data_table", "primary_key", "is_restore", "ip", "useragent", "create_time", "dependents") values ('1', '2', '3', '{"id": 9, "title": "已删除的旧闻", "views": 17, "status": "published", "category_id": 2}', 'article', 'id', '0', '203.0.113.2', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '1753455600', '[]');
insert into "public"."security_data_recycle_log" ("id", "admin_id", "recycle_id", "data", "data_table", "primary_key", "is_restore", "ip", "useragent", "create_time", "dependents") values ('2', '1', '2', '{"id": 7, "money": 0, "score": 100, "nickname": "周九", "username": "zhoujiu"}', 'user', 'id', '0', '203.0.113.1', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '1754319600', '[{"rows": [{"id": 99, "memo": "注册奖励", "score": 100, "user_id": 7}], "table": "user_score_log"}]');

-- security_sensitive_data: 3 rows
insert into "public"."security_sensitive_data" ("id", "name", "controller", "controller_as", "data_table", "primary_key", "data_fields", "status", "create_time", "update_time") values ('1', '管理员数据', 'auth/admin', 'auth/admin', 'admin', 'id', '{"mobile": {"title": "手机号", "secret": false}, "password": {"title": "密码", "secret": true}, "username": {"title": "用户名", "secret": false}}', 'enable', '1736154000', '1736154000');
insert into "public"."security_sensitive_data" ("id", "name", "controller", "controller_as", "data_table", "primary_key", "data_fields", "status", "create_time", "update_time") values ('2', '会员数据', 'user/user', 'user/user', 'user', 'id', '{"mobile": {"title": "手机号", "secret": false}, "password": {"title": "密码", "secret": true}, "username": {"title": "用户名", "secret": false}}', 'enable', '1736154000', '1736154000');
insert into "public"."security_sensitive_data" ("id", "name", "controller", "controller_as", "data_table", "primary_key", "data_fields", "status", "create_time", "update_time") values ('3', '系统配置', 'routine/config', 'routine/config', 'config', 'id', '{"value": {"title": "变量值", "secret": false}}', 'enable', '1736154000', '1736154000');

-- security_sensitive_data_log: 3 rows
insert into "public"."security_sensitive_data_log" ("id", "admin_id", "sensitive_id", "data_table", "primary_key", "data_field", "data_comment", "id_value", "before", "after", "ip", "useragent", "is_rollback", "create_time", "secret") values ('1', '1', '2', 'user', 'id', 'mobile', '手机号', '3', '13700000003', '13900000003', '203.0.113.1', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '0', '1749985200', '0');
insert into "public"."security_sensitive_data_log" ("id", "admin_id", "sensitive_id", "data_table", "primary_key", "data_field", "data_comment", "id_value", "before", "after", "ip", "useragent", "is_rollback", "create_time", "secret") values ('2', '1', '2', 'user', 'id', 'password', '密码', '2', '$argon2id$v=19$m=19456,t=2,p=1$xlne7F2ejZGoZU4K3Co+Ww$hMtp0fWLWvieexISrIBz56FT9Xo3orIrPbVk+GCQDl4', '$argon2id$v=19$m=19456,t=2,p=1$Z1P3UmFfztfTE6nn9bkDhA$U9Z5RMZzYjlKWh3ojDMKIz0fsXaGUzmBW18BhavOWu4', '203.0.113.1', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '0', '1750849200', '0');
insert into "public"."security_sensitive_data_log" ("id", "admin_id", "sensitive_id", "data_table", "primary_key", "data_field", "data_comment", "id_value", "before", "after", "ip", "useragent", "is_rollback", "create_time", "secret") values ('3', '1', '3', 'config', 'id', 'value', '变量值', '21', '"10mb"', '"20mb"', '203.0.113.1', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '0', '1751713200', '0');

-- token: 4 rows
insert into "public"."token" ("token_hash", "type", "user_id", "create_time", "expire_time", "family", "used_time") values ('2da879bb719c0198c26dd365472c4d5dff12d3d701f05551f90f95fcf48dbd46', 'admin', '1', '1761991200', '1761998400', '692c7cfa3bf2ee93b959abffbbd5e0cc', NULL);
insert into "public"."token" ("token_hash", "type", "user_id", "create_time", "expire_time", "family", "used_time") values ('398ac78d8be8f7ecb670dd1ee219c90070c66e3ee7796b2ecfa41f08e90b00ea', 'user-email-pass', '2', '1761818400', '1761825600', '1c24457937d379e5f8d835acf5d37dc9', NULL);
insert into "public"."token" ("token_hash", "type", "user_id", "create_time", "expire_time", "family", "used_time") values ('4a97befb81ebfae4e9f1109aeff6acdb2acbb56f0db018c3e811d802e296557e', 'user', '1', '1761904800', '1761912000', '6a9b95541b58fd5db46cb6b1a03bc01a', NULL);
insert into "public"."token" ("token_hash", "type", "user_id", "create_time", "expire_time", "family", "used_time") values ('712490080c99e64f72250dd755a0cd6c3dbffa61f400d250cd3ea09989e594c9', 'admin-refresh', '1', '1761991200', '1761998400', '692c7cfa3bf2ee93b959abffbbd5e0cc', '1761994800');

-- topic: 2 rows
insert into "public"."topic" ("id", "title", "title_en", "summary", "image", "weigh", "status", "create_time", "update_time") values ('1', '十年专精特新', 'Ten years', '澄芯科技的十年', '/static/images/topic/01.jpg', '20', 'enable', '1736154000', '1736154000');
insert into "public"."topic" ("id", "title", "title_en", "summary", "image", "weigh", "status", "create_time", "update_time") values ('2', '边缘计算实践', 'Edge computing', '', '', '10', 'enable', '1736931600', '1736931600');

-- article: 8 rows
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time", "search_vector", "seo_title", "tags") values ('1', '1', '1', '澄芯科技发布新一代工业网关', '支持 5G 与边缘计算的工业网关正式发布。', E'<h3>澄芯科技发布新一代工业网关</h3>\n<p>支持 5G 与边缘计算的工业网关正式发布。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank" rel="noopener noreferrer">澄芯科技</a>。</p>', '/static/images/article/01.jpg', '', '', '1200', 'published', '1740477600', '', '支持 5G 与边缘计算的工业网关正式发布。', '', '10', '1740474000', '1740474000', '''5g'':29B,85C ''一'':15A,71C ''一代'':16A,72C ''与'':30B,86C ''与边'':31B,87C ''业'':21A,44B,77C,100C ''业网'':22A,45B,78C,101C ''代'':17A,73C ''代工'':18A,74C ''关'':25A,48B,81C,104C ''关正'':49B,105C ''内'':117C ''内容'':118C ''发'':9A,54B,65C,110C ''发布'':10A,55B,66C,111C ''多'':115C ''多内'':116C ''容'':119C ''容请'':120C ''工'':19A,42B,75C,98C ''工业'':20A,43B,76C,99C ''布'':11A,56B,67C,112C ''布新'':12A,68C ''式'':52B,108C ''式发'':53B,109C ''技'':7A,63C,132C ''技发'':8A,64C ''持'':28B,84C ''支'':26B,82C ''支持'':27B,83C ''新'':13A,69C ''新一'':14A,70C ''更'':113C ''更多'':114C ''正'':50B,106C ''正式'':51B,107C ''澄'':1A,57C,126C ''澄芯'':2A,58C,127C ''的'':40B,96C ''的工'':41B,97C ''科'':5A,61C,130C ''科技'':6A,62C,131C ''算'':38B,94C ''算的'':39B,95C ''系'':125C ''缘'':34B,90C ''缘计'':35B,91C ''网'':23A,46B,79C,102C ''网关'':24A,47B,80C,103C ''联'':123C ''联系'':124C ''芯'':3A,59C,128C ''芯科'':4A,60C,129C ''计'':36B,92C ''计算'':37B,93C ''请'':121C ''请联'':122C ''边'':32B,88C ''边缘'':33B,89C', '新一代工业网关发布 - 澄芯科技', '["工业网关", "5G"]');
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time", "search_vector", "seo_title", "tags") values ('2', '2', NULL, '智能制造行业年度观察', '从自动化到智能化，行业正在发生哪些变化。', E'<h3>智能制造行业年度观察</h3>\n<p>从自动化到智能化，行业正在发生哪些变化。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank" rel="noopener noreferrer">澄芯科技</a>。</p>', '/static/images/article/02.jpg', '', '', '1070', 'published', '1743069600', '', '从自动化到智能化，行业正在发生哪些变化。', '', '0', '1743066000', '1743066000', '''业'':11A,37B,64C,90C ''业年'':12A,65C ''业正'':38B,91C ''些'':49B,102C ''些变'':50B,103C ''从'':20B,73C ''从自'':21B,74C ''内'':111C ''内容'':112C ''到'':28B,81C ''到智'':29B,82C ''制'':5A,58C ''制造'':6A,59C ''动'':24B,77C ''动化'':25B,78C ''化'':26B,34B,53B,79C,87C,106C ''化到'':27B,80C ''发'':43B,96C ''发生'':44B,97C ''变'':51B,104C ''变化'':52B,105C ''哪'':47B,100C ''哪些'':48B,101C ''在'':41B,94C ''在发'':42B,95C ''多'':109C ''多内'':110C ''容'':113C ''容请'':114C ''察'':19A,72C ''年'':13A,66C ''年度'':14A,67C ''度'':15A,68C ''度观'':16A,69C ''技'':126C ''智'':1A,30B,54C,83C ''智能'':2A,31B,55C,84C ''更'':107C ''更多'':108C ''正'':39B,92C ''正在'':40B,93C ''澄'':120C ''澄芯'':121C ''生'':45B,98C ''生哪'':46B,99C ''科'':124C ''科技'':125C ''系'':119C ''联'':117C ''联系'':118C ''能'':3A,32B,56C,85C ''能制'':4A,57C ''能化'':33B,86C ''自'':22B,75C ''自动'':23B,76C ''芯'':122C ''芯科'':123C ''行'':9A,35B,62C,88C ''行业'':10A,36B,63C,89C ''观'':17A,70C ''观察'':18A,71C ''请'':115C ''请联'':116C ''造'':7A,60C ''造行'':8A,61C', '', '[]');
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time", "search_vector", "seo_title", "tags") values ('3', '3', '1', '《苏州日报》专访：专精特新的十年', '媒体眼中的澄芯科技。', E'<h3>《苏州日报》专访：专精特新的十年</h3>\n<p>媒体眼中的澄芯科技。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank" rel="noopener noreferrer">澄芯科技</a>。</p>', '/static/images/article/03.jpg', '苏州日报', '', '940', 'published', '1745661600', '', '媒体眼中的澄芯科技。', '', '0', '1745658000', '1745658000', '''专'':8A,11A,48C,51C ''专精'':12A,52C ''专访'':9A,49C ''中'':30B,70C ''中的'':31B,71C ''体'':26B,66C ''体眼'':27B,67C ''内'':85C ''内容'':86C ''十'':21A,61C ''十年'':22A,62C ''多'':83C ''多内'':84C ''媒'':24B,64C ''媒体'':25B,65C ''容'':87C ''容请'':88C ''州'':3A,43C ''州日'':4A,44C ''年'':23A,63C ''技'':40B,80C,100C ''报'':7A,47C ''新'':17A,57C ''新的'':18A,58C ''日'':5A,45C ''日报'':6A,46C ''更'':81C ''更多'':82C ''澄'':34B,74C,94C ''澄芯'':35B,75C,95C ''特'':15A,55C ''特新'':16A,56C ''的'':19A,32B,59C,72C ''的十'':20A,60C ''的澄'':33B,73C ''眼'':28B,68C ''眼中'':29B,69C ''科'':38B,78C,98C ''科技'':39B,79C,99C ''精'':13A,53C ''精特'':14A,54C ''系'':93C ''联'':91C ''联系'':92C ''芯'':36B,76C,96C ''芯科'':37B,77C,97C ''苏'':1A,41C ''苏州'':2A,42C ''访'':10A,50C ''请'':89C ''请联'':90C', '', '[]');
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time", "search_vector", "seo_title", "tags") values ('4', '4', '2', '边缘计算在产线质检中的实践', '一条产线的视觉质检改造记录。', E'<h3>边缘计算在产线质检中的实践</h3>\n<p>一条产线的视觉质检改造记录。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank" rel="noopener noreferrer">澄芯科技</a>。</p>', '/static/images/article/04.jpg', '', '研发部 陈工', '810', 'published', '1748253600', '', '一条产线的视觉质检改造记录。', '', '0', '1748250000', '1748250000', '''一'':26B,76C ''一条'':27B,77C ''中'':19A,69C ''中的'':20A,70C ''产'':11A,30B,61C,80C ''产线'':12A,31B,62C,81C ''内'':105C ''内容'':106C ''在'':9A,59C ''在产'':10A,60C ''多'':103C ''多内'':104C ''实'':23A,73C ''实践'':24A,74C ''容'':107C ''容请'':108C ''录'':50B,100C ''技'':120C ''改'':44B,94C ''改造'':45B,95C ''更'':101C ''更多'':102C ''条'':28B,78C ''条产'':29B,79C ''检'':17A,42B,67C,92C ''检中'':18A,68C ''检改'':43B,93C ''澄'':114C ''澄芯'':115C ''的'':21A,34B,71C,84C ''的实'':22A,72C ''的视'':35B,85C ''科'':118C ''科技'':119C ''算'':7A,57C ''算在'':8A,58C ''系'':113C ''线'':13A,32B,63C,82C ''线的'':33B,83C ''线质'':14A,64C ''缘'':3A,53C ''缘计'':4A,54C ''联'':111C ''联系'':112C ''芯'':116C ''芯科'':117C ''视'':36B,86C ''视觉'':37B,87C ''觉'':38B,88C ''觉质'':39B,89C ''计'':5A,55C ''计算'':6A,56C ''记'':48B,98C ''记录'':49B,99C ''请'':109C ''请联'':110C ''质'':15A,40B,65C,90C ''质检'':16A,41B,66C,91C ''践'':25A,75C ''边'':1A,51C ''边缘'':2A,52C ''造'':46B,96C ''造记'':47B,97C', '', '[]');
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time", "search_vector", "seo_title", "tags") values ('5', '1', NULL, '公司荣获省级企业技术中心认定', '研发投入与成果获得认可。', E'<h3>公司荣获省级企业技术中心认定</h3>\n<p>研发投入与成果获得认可。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank" rel="noopener noreferrer">澄芯科技</a>。</p>', '/static/images/article/05.jpg', '', '', '680', 'published', '1750845600', '', '研发投入与成果获得认可。', '', '0', '1750842000', '1750842000', '''与'':36B,84C ''与成'':37B,85C ''业'':15A,63C ''业技'':16A,64C ''中'':21A,69C ''中心'':22A,70C ''企'':13A,61C ''企业'':14A,62C ''入'':34B,82C ''入与'':35B,83C ''公'':1A,49C ''公司'':2A,50C ''内'':101C ''内容'':102C ''发'':30B,78C ''发投'':31B,79C ''可'':48B,96C ''司'':3A,51C ''司荣'':4A,52C ''多'':99C ''多内'':100C ''定'':27A,75C ''容'':103C ''容请'':104C ''得'':44B,92C ''得认'':45B,93C ''心'':23A,71C ''心认'':24A,72C ''成'':38B,86C ''成果'':39B,87C ''技'':17A,65C,116C ''技术'':18A,66C ''投'':32B,80C ''投入'':33B,81C ''更'':97C ''更多'':98C ''术'':19A,67C ''术中'':20A,68C ''果'':40B,88C ''果获'':41B,89C ''澄'':110C ''澄芯'':111C ''省'':9A,57C ''省级'':10A,58C ''研'':28B,76C ''研发'':29B,77C ''科'':114C ''科技'':115C ''系'':109C ''级'':11A,59C ''级企'':12A,60C ''联'':107C ''联系'':108C ''芯'':112C ''芯科'':113C ''荣'':5A,53C ''荣获'':6A,54C ''获'':7A,42B,55C,90C ''获得'':43B,91C ''获省'':8A,56C ''认'':25A,46B,73C,94C ''认可'':47B,95C ''认定'':26A,74C ''请'':105C ''请联'':106C', '', '[]');
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time", "search_vector", "seo_title", "tags") values ('6', '4', '2', '产品演示视频：网关三分钟上手', '视频演示网关的安装与配置。', E'<h3>产品演示视频：网关三分钟上手</h3>\n<p>视频演示网关的安装与配置。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank" rel="noopener noreferrer">澄芯科技</a>。</p>', '/static/images/article/06.jpg', '', '', '550', 'published', '1753437600', '', '视频演示网关的安装与配置。', '/static/media/gateway-demo.mp4', '0', '1753434000', '1753434000', '''三'':16A,63C ''三分'':17A,64C ''上'':22A,69C ''上手'':23A,70C ''与'':43B,90C ''与配'':44B,91C ''产'':1A,48C ''产品'':2A,49C ''关'':14A,35B,61C,82C ''关三'':15A,62C ''关的'':36B,83C ''内'':99C ''内容'':100C ''分'':18A,65C ''分钟'':19A,66C ''品'':3A,50C ''品演'':4A,51C ''多'':97C ''多内'':98C ''安'':39B,86C ''安装'':40B,87C ''容'':101C ''容请'':102C ''手'':24A,71C ''技'':114C ''更'':95C ''更多'':96C ''演'':5A,29B,52C,76C ''演示'':6A,30B,53C,77C ''澄'':108C ''澄芯'':109C ''的'':37B,84C ''的安'':38B,85C ''示'':7A,31B,54C,78C ''示网'':32B,79C ''示视'':8A,55C ''科'':112C ''科技'':113C ''系'':107C ''网'':12A,33B,59C,80C ''网关'':13A,34B,60C,81C ''置'':47B,94C ''联'':105C ''联系'':106C ''芯'':110C ''芯科'':111C ''装'':41B,88C ''装与'':42B,89C ''视'':9A,25B,56C,72C ''视频'':10A,26B,57C,73C ''请'':103C ''请联'':104C ''配'':45B,92C ''配置'':46B,93C ''钟'':20A,67C ''钟上'':21A,68C ''频'':11A,27B,58C,74C ''频演'':28B,75C', '', '[]');
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time", "search_vector", "seo_title", "tags") values ('7', '1', NULL, '（草稿）第三季度经营简报', '尚未发布。', E'<h3>（草稿）第三季度经营简报</h3>\n<p>尚未发布。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank" rel="noopener noreferrer">澄芯科技</a>。</p>', '/static/images/article/07.jpg', '', '', '0', 'draft', NULL, '', '尚未发布。', '', '0', '1756026000', '1756026000', '''三'':6A,31C ''三季'':7A,32C ''内'':55C ''内容'':56C ''发'':23B,48C ''发布'':24B,49C ''多'':53C ''多内'':54C ''季'':8A,33C ''季度'':9A,34C ''容'':57C ''容请'':58C ''尚'':19B,44C ''尚未'':20B,45C ''布'':25B,50C ''度'':10A,35C ''度经'':11A,36C ''技'':70C ''报'':18A,43C ''更'':51C ''更多'':52C ''未'':21B,46C ''未发'':22B,47C ''澄'':64C ''澄芯'':65C ''科'':68C ''科技'':69C ''稿'':3A,28C ''第'':4A,29C ''第三'':5A,30C ''简'':16A,41C ''简报'':17A,42C ''系'':63C ''经'':12A,37C ''经营'':13A,38C ''联'':61C ''联系'':62C ''芯'':66C ''芯科'':67C ''草'':1A,26C ''草稿'':2A,27C ''营'':14A,39C ''营简'':15A,40C ''请'':59C ''请联'':60C', '', '[]');
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time", "search_vector", "seo_title", "tags") values ('8', '2', NULL, '客户案例：某汽车零部件厂的数字化改造', '来自客户现场的一线记录。', E'<h3>客户案例：某汽车零部件厂的数字化改造</h3>\n<p>来自客户现场的一线记录。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank" rel="noopener noreferrer">澄芯科技</a>。</p>\n<p>现场照片</p>', '/static/images/article/08.jpg', '', '', '290', 'published', '1758621600', '', '来自客户现场的一线记录。', '', '0', '1758618000', '1758618000', '''一'':47B,100C ''一线'':48B,101C ''件'':18A,71C ''件厂'':19A,72C ''例'':7A,60C ''内'':111C ''内容'':112C ''化'':28A,81C ''化改'':29A,82C ''厂'':20A,73C ''厂的'':21A,74C ''场'':43B,96C,129C ''场照'':130C ''场的'':44B,97C ''多'':109C ''多内'':110C ''字'':26A,79C ''字化'':27A,80C ''客'':1A,37B,54C,90C ''客户'':2A,38B,55C,91C ''容'':113C ''容请'':114C ''录'':53B,106C ''户'':3A,39B,56C,92C ''户案'':4A,57C ''户现'':40B,93C ''技'':126C ''改'':30A,83C ''改造'':31A,84C ''数'':24A,77C ''数字'':25A,78C ''更'':107C ''更多'':108C ''来'':33B,86C ''来自'':34B,87C ''某'':8A,61C ''某汽'':9A,62C ''案'':5A,58C ''案例'':6A,59C ''汽'':10A,63C ''汽车'':11A,64C ''澄'':120C ''澄芯'':121C ''照'':131C ''照片'':132C ''片'':133C ''现'':41B,94C,127C ''现场'':42B,95C,128C ''的'':22A,45B,75C,98C ''的一'':46B,99C ''的数'':23A,76C ''科'':124C ''科技'':125C ''系'':119C ''线'':49B,102C ''线记'':50B,103C ''联'':117C ''联系'':118C ''自'':35B,88C ''自客'':36B,89C ''芯'':122C ''芯科'':123C ''记'':51B,104C ''记录'':52B,105C ''请'':115C ''请联'':116C ''车'':12A,65C ''车零'':13A,66C ''造'':32A,85C ''部'':16A,69C ''部件'':17A,70C ''零'':14A,67C ''零部'':15A,68C', '', '[]');

-- article_revision: 3 rows
insert into "public"."article_revision" ("id", "article_id", "admin_id", "title", "snapshot", "create_time") values ('1', '1', '2', '澄芯科技发布工业网关（初稿）', '{"title": "澄芯科技发布工业网关（初稿）", "status": "published", "category_id": 1}', '1740394800');
insert into "public"."article_revision" ("id", "article_id", "admin_id", "title", "snapshot", "create_time") values ('2', '1', '1', '澄芯科技发布新一代工业网关', '{"title": "澄芯科技发布新一代工业网关", "status": "published", "category_id": 1}', '1740481200');
insert into "public"."article_revision" ("id", "article_id", "admin_id", "title", "snapshot", "create_time") values ('3', '2', '2', '智能制造行业年度观察', '{"title": "智能制造行业年度观察", "status": "published", "category_id": 2}', '1743073200');

-- user_group: 2 rows
insert into "public"."user_group" ("id", "name", "status", "create_time", "update_time") values ('1', '默认会员组', 'enable', '1736154000', '1736154000');
insert into "public"."user_group" ("id", "name", "status", "create_time", "update_time") values ('2', 'VIP会员组', 'enable', '1737018000', '1737018000');

-- user: 6 rows
insert into "public"."user" ("id", "group_id", "username", "nickname", "email", "mobile", "avatar", "gender", "birthday", "money", "score", "last_login_time", "last_login_ip", "login_failure", "join_ip", "join_time", "motto", "password", "status", "create_time", "update_time") values ('1', '2', 'zhangsan', '张三', 'zhangsan@example.com', '13900000001', '/storage/20250301/0b7c2d1e-avatar.png', '1', '1991-03-11', '38200', '70', '1760472000', '198.51.100.1', '0', '198.51.100.1', '1738504800', '学无止境', '$argon2id$v=19$m=19456,t=2,p=1$j4+1ZRjj5LlGelbJioIkjg$v8lcGac2JYcTEmJrVtPGOEmu2A9bUjG9Ep9TWEzxZZI', 'enable', '1738504800', '1738504800');
insert into "public"."user" ("id", "group_id", "username", "nickname", "email", "mobile", "avatar", "gender", "birthday", "money", "score", "last_login_time", "last_login_ip", "login_failure", "join_ip", "join_time", "motto", "password", "status", "create_time", "update_time") values ('2', '1', 'lisi', '李四', 'lisi@example.com', '13900000002', '', '2', '1992-04-12', '15000', '135', '1760558400', '198.51.100.2', '0', '198.51.100.2', '1739109600', '', '$argon2id$v=19$m=19456,t=2,p=1$Z1P3UmFfztfTE6nn9bkDhA$U9Z5RMZzYjlKWh3ojDMKIz0fsXaGUzmBW18BhavOWu4', 'enable', '1739109600', '1739109600');
insert into "public"."user" ("id", "group_id", "username", "nickname", "email", "mobile", "avatar", "gender", "birthday", "money", "score", "last_login_time", "last_login_ip", "login_failure", "join_ip", "join_time", "motto", "password", "status", "create_time", "update_time") values ('3', '1', 'wangwu', '王五', '', '13900000003', '', '0', '1993-05-13', '0', '100', '1760644800', '198.51.100.3', '0', '198.51.100.3', '1739714400', '', '$argon2id$v=19$m=19456,t=2,p=1$qqHalt6+ZsqownhzC1F0kw$QoWLGbcKQ7IX5e+fHaAF+0e3bC7RdEDOhjYRUhMRutQ', 'enable', '1739714400', '1739714400');
insert into "public"."user" ("id", "group_id", "username", "nickname", "email", "mobile", "avatar", "gender", "birthday", "money", "score", "last_login_time", "last_login_ip", "login_failure", "join_ip", "join_time", "motto", "password", "status", "create_time", "update_time") values ('4', '1', 'zhaoliu', '赵六', 'zhaoliu@example.com', '', '', '1', NULL, '6600', '0', NULL, '', '0', '198.51.100.4', '1740319200', '', '$argon2id$v=19$m=19456,t=2,p=1$b9r1n+Vj6Gwc8dk1C/R9jQ$YaZ1K7NpbWPnuUt1hHReLJdVmx6c12flvac3BD4S2nY', 'disable', '1740319200', '1740319200');
insert into "public"."user" ("id", "group_id", "username", "nickname", "email", "mobile", "avatar", "gender", "birthday", "money", "score", "last_login_time", "last_login_ip", "login_failure", "join_ip", "join_time", "motto", "password", "status", "create_time", "update_time") values ('5', '1', 'qianqi', '钱七', '', '', '', '2', NULL, '0', '100', '1760817600', '198.51.100.5', '1', '198.51.100.5', '1740924000', '', '$argon2id$v=19$m=19456,t=2,p=1$eGn2DqoRRtouQfuujnGJhw$P6IQBvKamqqIOTHoV8Bv8FrqfVhH0npR2ITfdb502c4', 'enable', '1740924000', '1740924000');
insert into "public"."user" ("id", "group_id", "username", "nickname", "email", "mobile", "avatar", "gender", "birthday", "money", "score", "last_login_time", "last_login_ip", "login_failure", "join_ip", "join_time", "motto", "password", "status", "create_time", "update_time") values ('6', '2', 'sunba', '孙八', 'purchase@sunba.example.com', '13900000006', '', '0', NULL, '200100', '500', '1760904000', '198.51.100.6', '0', '198.51.100.6', '1741528800', '', '$argon2id$v=19$m=19456,t=2,p=1$Tcrf4jGov9WzuwGqKDT12A$ohfugB6TyHObDxGewuNDc7MfryHsKLRIobleUco+z0g', 'enable', '1741528800', '1741528800');

-- attachment: 4 rows
insert into "public"."attachment" ("id", "topic", "admin_id", "user_id", "url", "width", "height", "name", "size", "mimetype", "quote", "storage", "sha1", "create_time", "last_upload_time") values ('1', 'avatar', NULL, '1', '/storage/20250301/0b7c2d1e-avatar.png', '800', '600', 'avatar.png', '48210', 'image/png', '1', 'local', '1111111111111111111111111111111111111111', '1740844800', '1740844800');
insert into "public"."attachment" ("id", "topic", "admin_id", "user_id", "url", "width", "height", "name", "size", "mimetype", "quote", "storage", "sha1", "create_time", "last_upload_time") values ('2', 'default', '1', NULL, '/storage/20250310/5f1e-banner.jpg', '800', '600', 'banner-gateway.jpg', '312004', 'image/jpeg', '3', 'local', '2222222222222222222222222222222222222222', '1741622400', '1745078400');
insert into "public"."attachment" ("id", "topic", "admin_id", "user_id", "url", "width", "height", "name", "size", "mimetype", "quote", "storage", "sha1", "create_time", "last_upload_time") values ('3', 'default', '2', NULL, '/storage/20250412/9a0c-brochure.pdf', '0', '0', '产品手册.pdf', '2480112', 'application/pdf', '1', 'local', '3333333333333333333333333333333333333333', '1744473600', '1744473600');
insert into "public"."attachment" ("id", "topic", "admin_id", "user_id", "url", "width", "height", "name", "size", "mimetype", "quote", "storage", "sha1", "create_time", "last_upload_time") values ('4', 'default', '2', NULL, '/storage/20250601/77de-demo.mp4', '0', '0', 'gateway-demo.mp4', '9812440', 'video/mp4', '1', 'local', '4444444444444444444444444444444444444444', '1748793600', '1748793600');

-- user_money_log: 10 rows
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time", "admin_id") values ('1', '1', '50000', '0', '50000', '后台充值', '1741359600', '1');
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time", "admin_id") values ('10', '4', '6600', '0', '6600', '后台充值', '1756911600', '1');
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time", "admin_id") values ('2', '1', '-12800', '50000', '37200', '购买年度会员服务', '1743087600', NULL);
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time", "admin_id") values ('3', '2', '20000', '0', '20000', '后台充值', '1744815600', '1');
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time", "admin_id") values ('4', '3', '8800', '0', '8800', '推荐好友活动奖励', '1746543600', '1');
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time", "admin_id") values ('5', '1', '1000', '37200', '38200', '订单退款', '1748271600', NULL);
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time", "admin_id") values ('6', '2', '-5000', '20000', '15000', '兑换礼品卡', '1749999600', NULL);
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time", "admin_id") values ('7', '6', '300000', '0', '300000', '企业采购预付款', '1751727600', '1');
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time", "admin_id") values ('8', '6', '-99900', '300000', '200100', '采购：智能网关 ×3', '1753455600', NULL);
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time", "admin_id") values ('9', '3', '-8800', '8800', '0', '提现', '1755183600', '1');

-- user_rule: 5 rows
insert into "public"."user_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "no_login_valid", "remark", "weigh", "status", "create_time", "update_time") values ('1', '0', 'menu_dir', '我的账户', 'account', 'account', 'fa fa-circle-o', NULL, '', '', '0', '0', '', '50', 'enable', '1736154000', '1736154000');
insert into "public"."user_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "no_login_valid", "remark", "weigh", "status", "create_time", "update_time") values ('2', '1', 'menu', '账户概览', 'account/overview', 'account/overview', 'fa fa-circle-o', 'tab', '', '/src/views/frontend/user/overview.vue', '0', '0', '', '40', 'enable', '1736154000', '1736154000');
insert into "public"."user_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "no_login_valid", "remark", "weigh", "status", "create_time", "update_time") values ('3', '1', 'menu', '个人资料', 'account/profile', 'account/profile', 'fa fa-circle-o', 'tab', '', '/src/views/frontend/user/profile.vue', '0', '0', '', '30', 'enable', '1736154000', '1736154000');
insert into "public"."user_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "no_login_valid", "remark", "weigh", "status", "create_time", "update_time") values ('4', '1', 'menu', '我的余额', 'account/balance', 'account/balance', 'fa fa-circle-o', 'tab', '', '/src/views/frontend/user/balance.vue', '0', '0', '', '20', 'enable', '1736154000', '1736154000');
insert into "public"."user_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "no_login_valid", "remark", "weigh", "status", "create_time", "update_time") values ('5', '1', 'menu', '我的积分', 'account/integral', 'account/integral', 'fa fa-circle-o', 'tab', '', '/src/views/frontend/user/integral.vue', '0', '0', '', '10', 'enable', '1736154000', '1736154000');

-- user_group_rule: 10 rows
insert into "public"."user_group_rule" ("group_id", "rule_id") values ('1', '1');
insert into "public"."user_group_rule" ("group_id", "rule_id") values ('1', '2');
insert into "public"."user_group_rule" ("group_id", "rule_id") values ('1', '3');
insert into "public"."user_group_rule" ("group_id", "rule_id") values ('1', '4');
insert into "public"."user_group_rule" ("group_id", "rule_id") values ('1', '5');
insert into "public"."user_group_rule" ("group_id", "rule_id") values ('2', '1');
insert into "public"."user_group_rule" ("group_id", "rule_id") values ('2', '2');
insert into "public"."user_group_rule" ("group_id", "rule_id") values ('2', '3');
insert into "public"."user_group_rule" ("group_id", "rule_id") values ('2', '4');
insert into "public"."user_group_rule" ("group_id", "rule_id") values ('2', '5');

-- user_score_log: 8 rows
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time", "admin_id") values ('1', '1', '100', '0', '100', '注册奖励', '1741359600', NULL);
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time", "admin_id") values ('2', '2', '100', '0', '100', '注册奖励', '1743087600', NULL);
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time", "admin_id") values ('3', '3', '100', '0', '100', '注册奖励', '1744815600', NULL);
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time", "admin_id") values ('4', '1', '20', '100', '120', '每日签到', '1746543600', NULL);
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time", "admin_id") values ('5', '1', '-50', '120', '70', '积分兑换：定制笔记本', '1748271600', NULL);
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time", "admin_id") values ('6', '5', '100', '0', '100', '注册奖励', '1749999600', NULL);
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time", "admin_id") values ('7', '6', '500', '0', '500', '企业认证奖励', '1751727600', '1');
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time", "admin_id") values ('8', '2', '35', '100', '135', '评论被采纳', '1753455600', '2');

-- verification_code: 2 rows
insert into "public"."verification_code" ("id", "channel", "address", "event", "code_hash", "attempts", "ip", "create_time", "expire_time", "used_time") values ('1', 'email', 'lisi@example.com', 'user_register', '77b1af5ec582de94cf99f20b84856cd64a0fbb81995a7ca1e89c60715cc9a596', '1', '198.51.100.2', '1738418400', '1738422000', '1738418400');
insert into "public"."verification_code" ("id", "channel", "address", "event", "code_hash", "attempts", "ip", "create_time", "expire_time", "used_time") values ('2', 'mobile', '13900000003', 'user_retrieve_pwd', 'cdb574b6cff5c9561f1f3ef4e26c009c0cd3c70b7b8137662b7d17085e2e63ee', '0', '198.51.100.3', '1761210000', '1761213600', NULL);

-- Sequences where the site left them
select setval('public.admin_group_id_seq', 2, true);
select setval('public.admin_id_seq', 3, true);
select setval('public.admin_log_id_seq', 8, true);
select setval('public.admin_rule_id_seq', 40, true);
select setval('public.area_id_seq', 3, true);
select setval('public.article_id_seq', 8, true);
select setval('public.article_revision_id_seq', 3, true);
select setval('public.attachment_id_seq', 4, true);
select setval('public.banner_id_seq', 3, true);
select setval('public.category_id_seq', 4, true);
select setval('public.config_id_seq', 23, true);
select setval('public.corp_id_seq', 1, true);
select setval('public.crud_log_id_seq', 1, false);
select setval('public.friend_link_id_seq', 3, true);
select setval('public.menu_id_seq', 6, true);
select setval('public.mod_notice_item_id_seq', 2, true);
select setval('public.page_article_id_seq', 3, true);
select setval('public.page_id_seq', 3, true);
select setval('public.page_meta_id_seq', 2, true);
select setval('public.security_data_recycle_id_seq', 3, true);
select setval('public.security_data_recycle_log_id_seq', 2, true);
select setval('public.security_sensitive_data_id_seq', 3, true);
select setval('public.security_sensitive_data_log_id_seq', 3, true);
select setval('public.topic_id_seq', 2, true);
select setval('public.user_group_id_seq', 2, true);
select setval('public.user_id_seq', 6, true);
select setval('public.user_money_log_id_seq', 10, true);
select setval('public.user_rule_id_seq', 5, true);
select setval('public.user_score_log_id_seq', 8, true);
select setval('public.verification_code_id_seq', 2, true);

-- Triggers on again
alter table public."user" enable trigger user;
alter table public.article enable trigger user;
alter table public.banner enable trigger user;
alter table public.category enable trigger user;
alter table public.config enable trigger user;
alter table public.corp enable trigger user;
alter table public.friend_link enable trigger user;
alter table public.menu enable trigger user;
alter table public.page enable trigger user;
alter table public.page_article enable trigger user;
alter table public.page_meta enable trigger user;
alter table public.topic enable trigger user;
alter table public.user_group_rule enable trigger user;
alter table public.user_money_log enable trigger user;
alter table public.user_rule enable trigger user;
alter table public.user_score_log enable trigger user;
