-- Upgrade fixture: a site as a release at migration 0004_content left it (docs/ops/upgrade.md).
-- Made by: npx tsx apps/server/src/test/upgrade-fixtures/make-upgrade-fixture.ts 0004_content
-- Loaded by loadUpgradeFixture (packages/db/src/upgrade-fixtures.ts) into an empty database migrated
-- to 0004_content: one statement per line. Every account's password is fixturePassword(username).

-- Tables the site made at run time, as it made them

-- The tables' own triggers off: rows go in as they were stored (ledger balances, content versions)
alter table public."user" disable trigger user;
alter table public.user_money_log disable trigger user;
alter table public.user_score_log disable trigger user;

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

-- admin_rule: 34 rows
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('1', '0', 'menu', '控制台', 'dashboard', 'dashboard', 'fa fa-dashboard', 'tab', '', 'dashboard', '1', 'none', '', '340', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('10', '7', 'button', '编辑', 'content/article/edit', '', '', NULL, '', '', '0', 'none', '', '250', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('11', '7', 'button', '删除', 'content/article/del', '', '', NULL, '', '', '0', 'none', '', '240', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('12', '6', 'menu', '栏目管理', 'content/category', 'content/category', 'fa fa-circle-o', 'tab', '', 'content/category', '1', 'none', '', '230', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('13', '12', 'button', '查看', 'content/category/index', '', '', NULL, '', '', '0', 'none', '', '220', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('14', '0', 'menu_dir', '会员管理', 'user', 'user', 'fa fa-user', NULL, '', '', '0', 'none', '', '210', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('15', '14', 'menu', '会员管理', 'user/user', 'user/user', 'fa fa-circle-o', 'tab', '', 'user/user', '1', 'none', '', '200', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('16', '15', 'button', '查看', 'user/user/index', '', '', NULL, '', '', '0', 'none', '', '190', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('17', '14', 'menu', '会员余额管理', 'user/moneyLog', 'user/moneyLog', 'fa fa-circle-o', 'tab', '', 'user/moneyLog', '1', 'none', '', '180', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('18', '17', 'button', '查看', 'user/moneyLog/index', '', '', NULL, '', '', '0', 'none', '', '170', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('19', '0', 'menu_dir', '常规管理', 'routine', 'routine', 'fa fa-cogs', NULL, '', '', '0', 'none', '', '160', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('2', '0', 'menu_dir', '权限管理', 'auth', 'auth', 'fa fa-group', NULL, '', '', '0', 'none', '', '330', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('20', '19', 'menu', '系统配置', 'routine/config', 'routine/config', 'fa fa-circle-o', 'tab', '', 'routine/config', '1', 'none', '', '150', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('21', '20', 'button', '查看', 'routine/config/index', '', '', NULL, '', '', '0', 'none', '', '140', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('22', '0', 'menu', '月度报表', 'custom/report', 'custom/report', 'fa fa-bar-chart', 'tab', '', 'custom/report', '1', 'none', '', '130', 'enable', '1739610000', '1739610000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('23', '0', 'menu', '访问统计', 'custom/stats', 'custom/stats', '', 'tab', '', '/src/views/custom/stats.vue', '1', 'none', '', '120', 'enable', '1739610000', '1739610000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('24', '0', 'menu', 'CRUD代码生成', 'crud/crud', 'crud/crud', 'fa fa-circle-o', 'tab', '', 'crud/crud', '1', 'none', '', '110', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('25', '24', 'button', '查看', 'crud/crud/index', '', '', NULL, '', '', '0', 'none', '', '100', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('26', '24', 'button', '生成', 'crud/crud/generate', '', '', NULL, '', '', '0', 'none', '', '90', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('27', '24', 'button', '从记录开始', 'crud/crud/logStart', '', '', NULL, '', '', '0', 'none', '', '80', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('28', '24', 'button', '删除', 'crud/crud/delete', '', '', NULL, '', '', '0', 'none', '', '70', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('29', '0', 'menu', '模块市场', 'moduleStore/moduleStore', 'moduleStore/moduleStore', 'fa fa-circle-o', 'tab', '', 'moduleStore/moduleStore', '1', 'none', '', '60', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('3', '2', 'menu', '管理员管理', 'auth/admin', 'auth/admin', 'fa fa-circle-o', 'tab', '', 'auth/admin', '1', 'none', '', '320', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('30', '29', 'button', '查看', 'moduleStore/moduleStore/index', '', '', NULL, '', '', '0', 'none', '', '50', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('31', '29', 'button', '安装', 'moduleStore/moduleStore/install', '', '', NULL, '', '', '0', 'none', '', '40', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('32', '29', 'button', '调整状态', 'moduleStore/moduleStore/changeState', '', '', NULL, '', '', '0', 'none', '', '30', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('33', '29', 'button', '卸载', 'moduleStore/moduleStore/uninstall', '', '', NULL, '', '', '0', 'none', '', '20', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('34', '29', 'button', '更新', 'moduleStore/moduleStore/update', '', '', NULL, '', '', '0', 'none', '', '10', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('4', '3', 'button', '查看', 'auth/admin/index', '', '', NULL, '', '', '0', 'none', '', '310', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('5', '3', 'button', '添加', 'auth/admin/add', '', '', NULL, '', '', '0', 'none', '', '300', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('6', '0', 'menu_dir', '内容管理', 'content', 'content', 'fa fa-file-text-o', NULL, '', '', '0', 'none', '', '290', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('7', '6', 'menu', '文章管理', 'content/article', 'content/article', 'fa fa-circle-o', 'tab', '', 'content/article', '1', 'none', '', '280', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('8', '7', 'button', '查看', 'content/article/index', '', '', NULL, '', '', '0', 'none', '', '270', 'enable', '1736154000', '1736154000');
insert into "public"."admin_rule" ("id", "pid", "type", "title", "name", "path", "icon", "menu_type", "url", "component", "keepalive", "extend", "remark", "weigh", "status", "create_time", "update_time") values ('9', '7', 'button', '添加', 'content/article/add', '', '', NULL, '', '', '0', 'none', '', '260', 'enable', '1736154000', '1736154000');

-- admin_group_rule: 10 rows
insert into "public"."admin_group_rule" ("group_id", "rule_id") values ('2', '1');
insert into "public"."admin_group_rule" ("group_id", "rule_id") values ('2', '10');
insert into "public"."admin_group_rule" ("group_id", "rule_id") values ('2', '11');
insert into "public"."admin_group_rule" ("group_id", "rule_id") values ('2', '12');
insert into "public"."admin_group_rule" ("group_id", "rule_id") values ('2', '13');
insert into "public"."admin_group_rule" ("group_id", "rule_id") values ('2', '24');
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

-- category: 4 rows
insert into "public"."category" ("id", "pid", "name", "name_en", "weigh", "status", "create_time", "update_time") values ('1', '0', '公司新闻', 'Company news', '40', 'enable', '1736154000', '1736154000');
insert into "public"."category" ("id", "pid", "name", "name_en", "weigh", "status", "create_time", "update_time") values ('2', '0', '行业动态', 'Industry news', '30', 'enable', '1736154000', '1736154000');
insert into "public"."category" ("id", "pid", "name", "name_en", "weigh", "status", "create_time", "update_time") values ('3', '0', '媒体报道', 'Media', '20', 'enable', '1736154000', '1736154000');
insert into "public"."category" ("id", "pid", "name", "name_en", "weigh", "status", "create_time", "update_time") values ('4', '0', '技术分享', 'Tech insights', '10', 'enable', '1736931600', '1736931600');

-- config: 22 rows
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('1', 'config_group', 'basics', '配置分组', '', 'array', '[{"key": "basics", "value": "基础配置"}, {"key": "site", "value": "站点信息"}, {"key": "mail", "value": "邮件配置"}, {"key": "upload", "value": "上传配置"}]', NULL, '', '', '0', '220');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('10', 'addr', 'site', '公司地址', '', 'string', '"江苏省苏州市工业园区金鸡湖大道88号澄芯大厦"', NULL, '', '', '0', '130');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('11', 'email', 'site', '联系邮箱', '', 'string', '"contact@chengxin.example.com"', NULL, '', '', '0', '120');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('12', 'fwrx', 'site', '服务热线', '', 'string', '"400-800-8888"', NULL, '', '', '0', '110');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('13', 'zipcode', 'site', '邮政编码', '', 'string', '"215000"', NULL, '', '', '0', '100');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('14', 'logo', 'site', '网站 Logo', '', 'image', '"/static/images/logo.png"', NULL, '', '', '0', '90');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('15', 'wx_qr', 'site', '微信二维码', '', 'image', '"/static/images/wx_qr.png"', NULL, '', '', '0', '80');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('16', 'smtp_server', 'mail', 'SMTP 服务器', '', 'string', '"smtp.exmail.qq.com"', NULL, '', '', '0', '70');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('17', 'smtp_port', 'mail', 'SMTP 端口', '', 'string', '"465"', NULL, '', '', '0', '60');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('18', 'smtp_user', 'mail', 'SMTP 用户名', '', 'string', '"noreply@chengxin.example.com"', NULL, '', '', '0', '50');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('19', 'smtp_pass', 'mail', 'SMTP 密码', '', 'password', '"demo-smtp-password"', NULL, '', '', '0', '40');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('2', 'siteName', 'basics', '站点名称', '', 'string', '"澄芯科技"', NULL, 'required', '', '0', '210');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('20', 'smtp_verification', 'mail', 'SMTP 验证方式', '', 'select', '"SSL"', '{"SSL": "SSL", "TLS": "TLS"}', '', '', '0', '30');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('21', 'upload_mode', 'upload', '存储方式', '', 'select', '"local"', '{"s3": "S3 兼容对象存储", "local": "本地存储"}', '', '', '0', '20');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('22', 'upload_max_size', 'upload', '最大上传大小', '', 'string', '"20mb"', NULL, 'required', '', '0', '10');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('3', 'recordNumber', 'basics', '备案号', '', 'string', '"苏ICP备12345678号-1"', NULL, '', '', '0', '200');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('4', 'version', 'basics', '版本号', '', 'string', '"v1.0.0"', NULL, '', '', '0', '190');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('5', 'time_zone', 'basics', '时区', '', 'string', '"Asia/Shanghai"', NULL, 'required', '', '0', '180');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('6', 'open_member_center', 'basics', '开启会员中心', '', 'switch', 'true', NULL, '', '', '0', '170');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('7', 'user_register', 'basics', '允许会员注册', '', 'switch', 'true', NULL, '', '', '0', '160');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('8', 'admin_login_captcha', 'basics', '后台登录验证码', '', 'switch', 'true', NULL, '', '', '0', '150');
insert into "public"."config" ("id", "name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "allow_del", "weigh") values ('9', 'user_login_captcha', 'basics', '会员登录验证码', '', 'switch', 'true', NULL, '', '', '0', '140');

-- corp: 1 rows
insert into "public"."corp" ("id", "name", "name_en", "slogan", "summary", "content", "logo", "image", "founded_year", "address", "phone", "email", "website", "weigh", "status", "create_time", "update_time") values ('1', '苏州澄芯智能科技有限公司', 'Suzhou Chengxin Intelligent Technology Co., Ltd.', '让每一条产线更聪明', '专注工业物联网与边缘计算的国家高新技术企业。', '<p>澄芯科技成立于 2012 年，总部位于苏州工业园区。</p>', '/static/images/logo.png', '/static/images/about.jpg', '2012', '江苏省苏州市工业园区金鸡湖大道88号澄芯大厦', '', 'contact@chengxin.example.com', 'https://www.chengxin.example.com', '0', 'enable', '1736154000', '1736154000');

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
insert into "public"."security_data_recycle_log" ("id", "admin_id", "recycle_id", "data", "data_table", "primary_key", "is_restore", "ip", "useragent", "create_time") values ('1', '2', '3', '{"id": 9, "title": "已删除的旧闻", "views": 17, "status": "published", "category_id": 2}', 'article', 'id', '0', '203.0.113.2', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '1753455600');
insert into "public"."security_data_recycle_log" ("id", "admin_id", "recycle_id", "data", "data_table", "primary_key", "is_restore", "ip", "useragent", "create_time") values ('2', '1', '2', '{"id": 7, "money": 0, "score": 100, "nickname": "周九", "username": "zhoujiu"}', 'user', 'id', '0', '203.0.113.1', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '1754319600');

-- security_sensitive_data: 3 rows
insert into "public"."security_sensitive_data" ("id", "name", "controller", "controller_as", "data_table", "primary_key", "data_fields", "status", "create_time", "update_time") values ('1', '管理员数据', 'auth/admin', 'auth/admin', 'admin', 'id', '{"mobile": {"title": "手机号", "secret": false}, "password": {"title": "密码", "secret": true}, "username": {"title": "用户名", "secret": false}}', 'enable', '1736154000', '1736154000');
insert into "public"."security_sensitive_data" ("id", "name", "controller", "controller_as", "data_table", "primary_key", "data_fields", "status", "create_time", "update_time") values ('2', '会员数据', 'user/user', 'user/user', 'user', 'id', '{"mobile": {"title": "手机号", "secret": false}, "password": {"title": "密码", "secret": true}, "username": {"title": "用户名", "secret": false}}', 'enable', '1736154000', '1736154000');
insert into "public"."security_sensitive_data" ("id", "name", "controller", "controller_as", "data_table", "primary_key", "data_fields", "status", "create_time", "update_time") values ('3', '系统配置', 'routine/config', 'routine/config', 'config', 'id', '{"value": {"title": "变量值", "secret": false}}', 'enable', '1736154000', '1736154000');

-- security_sensitive_data_log: 3 rows
insert into "public"."security_sensitive_data_log" ("id", "admin_id", "sensitive_id", "data_table", "primary_key", "data_field", "data_comment", "id_value", "before", "after", "ip", "useragent", "is_rollback", "create_time") values ('1', '1', '2', 'user', 'id', 'mobile', '手机号', '3', '13700000003', '13900000003', '203.0.113.1', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '0', '1749985200');
insert into "public"."security_sensitive_data_log" ("id", "admin_id", "sensitive_id", "data_table", "primary_key", "data_field", "data_comment", "id_value", "before", "after", "ip", "useragent", "is_rollback", "create_time") values ('2', '1', '2', 'user', 'id', 'password', '密码', '2', '$argon2id$v=19$m=19456,t=2,p=1$xlne7F2ejZGoZU4K3Co+Ww$hMtp0fWLWvieexISrIBz56FT9Xo3orIrPbVk+GCQDl4', '$argon2id$v=19$m=19456,t=2,p=1$Z1P3UmFfztfTE6nn9bkDhA$U9Z5RMZzYjlKWh3ojDMKIz0fsXaGUzmBW18BhavOWu4', '203.0.113.1', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '0', '1750849200');
insert into "public"."security_sensitive_data_log" ("id", "admin_id", "sensitive_id", "data_table", "primary_key", "data_field", "data_comment", "id_value", "before", "after", "ip", "useragent", "is_rollback", "create_time") values ('3', '1', '3', 'config', 'id', 'value', '变量值', '21', '"10mb"', '"20mb"', '203.0.113.1', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', '0', '1751713200');

-- token: 3 rows
insert into "public"."token" ("token_hash", "type", "user_id", "create_time", "expire_time") values ('2da879bb719c0198c26dd365472c4d5dff12d3d701f05551f90f95fcf48dbd46', 'admin', '1', '1761991200', '1761998400');
insert into "public"."token" ("token_hash", "type", "user_id", "create_time", "expire_time") values ('4a97befb81ebfae4e9f1109aeff6acdb2acbb56f0db018c3e811d802e296557e', 'user', '1', '1761904800', '1761912000');
insert into "public"."token" ("token_hash", "type", "user_id", "create_time", "expire_time") values ('712490080c99e64f72250dd755a0cd6c3dbffa61f400d250cd3ea09989e594c9', 'admin-refresh', '1', '1761991200', '1761998400');

-- topic: 2 rows
insert into "public"."topic" ("id", "title", "title_en", "summary", "image", "weigh", "status", "create_time", "update_time") values ('1', '十年专精特新', 'Ten years', '澄芯科技的十年', '/static/images/topic/01.jpg', '20', 'enable', '1736154000', '1736154000');
insert into "public"."topic" ("id", "title", "title_en", "summary", "image", "weigh", "status", "create_time", "update_time") values ('2', '边缘计算实践', 'Edge computing', '', '', '10', 'enable', '1736931600', '1736931600');

-- article: 8 rows
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time") values ('1', '1', '1', '澄芯科技发布新一代工业网关', '支持 5G 与边缘计算的工业网关正式发布。', E'<h3>澄芯科技发布新一代工业网关</h3>\n<p>支持 5G 与边缘计算的工业网关正式发布。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank">澄芯科技</a>。</p>', '/static/images/article/01.jpg', '', '', '1200', 'published', '1740477600', '', '支持 5G 与边缘计算的工业网关正式发布。', '', '10', '1740474000', '1740474000');
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time") values ('2', '2', NULL, '智能制造行业年度观察', '从自动化到智能化，行业正在发生哪些变化。', E'<h3>智能制造行业年度观察</h3>\n<p>从自动化到智能化，行业正在发生哪些变化。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank">澄芯科技</a>。</p>', '/static/images/article/02.jpg', '', '', '1070', 'published', '1743069600', '', '从自动化到智能化，行业正在发生哪些变化。', '', '0', '1743066000', '1743066000');
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time") values ('3', '3', '1', '《苏州日报》专访：专精特新的十年', '媒体眼中的澄芯科技。', E'<h3>《苏州日报》专访：专精特新的十年</h3>\n<p>媒体眼中的澄芯科技。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank">澄芯科技</a>。</p>', '/static/images/article/03.jpg', '苏州日报', '', '940', 'published', '1745661600', '', '媒体眼中的澄芯科技。', '', '0', '1745658000', '1745658000');
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time") values ('4', '4', '2', '边缘计算在产线质检中的实践', '一条产线的视觉质检改造记录。', E'<h3>边缘计算在产线质检中的实践</h3>\n<p>一条产线的视觉质检改造记录。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank">澄芯科技</a>。</p>', '/static/images/article/04.jpg', '', '研发部 陈工', '810', 'published', '1748253600', '', '一条产线的视觉质检改造记录。', '', '0', '1748250000', '1748250000');
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time") values ('5', '1', NULL, '公司荣获省级企业技术中心认定', '研发投入与成果获得认可。', E'<h3>公司荣获省级企业技术中心认定</h3>\n<p>研发投入与成果获得认可。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank">澄芯科技</a>。</p>', '/static/images/article/05.jpg', '', '', '680', 'published', '1750845600', '', '研发投入与成果获得认可。', '', '0', '1750842000', '1750842000');
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time") values ('6', '4', '2', '产品演示视频：网关三分钟上手', '视频演示网关的安装与配置。', E'<h3>产品演示视频：网关三分钟上手</h3>\n<p>视频演示网关的安装与配置。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank">澄芯科技</a>。</p>', '/static/images/article/06.jpg', '', '', '550', 'published', '1753437600', '', '视频演示网关的安装与配置。', '/static/media/gateway-demo.mp4', '0', '1753434000', '1753434000');
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time") values ('7', '1', NULL, '（草稿）第三季度经营简报', '尚未发布。', E'<h3>（草稿）第三季度经营简报</h3>\n<p>尚未发布。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank">澄芯科技</a>。</p>', '/static/images/article/07.jpg', '', '', '0', 'draft', NULL, '', '尚未发布。', '', '0', '1756026000', '1756026000');
insert into "public"."article" ("id", "category_id", "topic_id", "title", "summary", "content", "image", "source", "author", "views", "status", "publish_time", "keywords", "description", "video_url", "weigh", "create_time", "update_time") values ('8', '2', NULL, '客户案例：某汽车零部件厂的数字化改造', '来自客户现场的一线记录。', E'<h3>客户案例：某汽车零部件厂的数字化改造</h3>\n<p>来自客户现场的一线记录。</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank">澄芯科技</a>。</p>\n<p onclick="track()">现场照片</p><script>track()</script>', '/static/images/article/08.jpg', '', '', '290', 'published', '1758621600', '', '来自客户现场的一线记录。', '', '0', '1758618000', '1758618000');

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
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time") values ('1', '1', '50000', '0', '50000', '后台充值', '1741359600');
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time") values ('10', '4', '6600', '0', '6600', '后台充值', '1756911600');
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time") values ('2', '1', '-12800', '50000', '37200', '购买年度会员服务', '1743087600');
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time") values ('3', '2', '20000', '0', '20000', '后台充值', '1744815600');
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time") values ('4', '3', '8800', '0', '8800', '推荐好友活动奖励', '1746543600');
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time") values ('5', '1', '1000', '37200', '38200', '订单退款', '1748271600');
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time") values ('6', '2', '-5000', '20000', '15000', '兑换礼品卡', '1749999600');
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time") values ('7', '6', '300000', '0', '300000', '企业采购预付款', '1751727600');
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time") values ('8', '6', '-99900', '300000', '200100', '采购：智能网关 ×3', '1753455600');
insert into "public"."user_money_log" ("id", "user_id", "money", "before", "after", "memo", "create_time") values ('9', '3', '-8800', '8800', '0', '提现', '1755183600');

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
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time") values ('1', '1', '100', '0', '100', '注册奖励', '1741359600');
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time") values ('2', '2', '100', '0', '100', '注册奖励', '1743087600');
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time") values ('3', '3', '100', '0', '100', '注册奖励', '1744815600');
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time") values ('4', '1', '20', '100', '120', '每日签到', '1746543600');
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time") values ('5', '1', '-50', '120', '70', '积分兑换：定制笔记本', '1748271600');
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time") values ('6', '5', '100', '0', '100', '注册奖励', '1749999600');
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time") values ('7', '6', '500', '0', '500', '企业认证奖励', '1751727600');
insert into "public"."user_score_log" ("id", "user_id", "score", "before", "after", "memo", "create_time") values ('8', '2', '35', '100', '135', '评论被采纳', '1753455600');

-- Sequences where the site left them
select setval('public.admin_group_id_seq', 2, true);
select setval('public.admin_id_seq', 3, true);
select setval('public.admin_log_id_seq', 8, true);
select setval('public.admin_rule_id_seq', 34, true);
select setval('public.area_id_seq', 3, true);
select setval('public.article_id_seq', 8, true);
select setval('public.attachment_id_seq', 4, true);
select setval('public.banner_id_seq', 3, true);
select setval('public.category_id_seq', 4, true);
select setval('public.config_id_seq', 22, true);
select setval('public.corp_id_seq', 1, true);
select setval('public.crud_log_id_seq', 1, false);
select setval('public.friend_link_id_seq', 3, true);
select setval('public.menu_id_seq', 6, true);
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

-- Triggers on again
alter table public."user" enable trigger user;
alter table public.user_money_log enable trigger user;
alter table public.user_score_log enable trigger user;
