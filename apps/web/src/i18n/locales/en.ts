import { adminUiEn } from "./admin-ui.en.ts";
import { collectionTexts } from "./collections.ts";
import { configItemsEn } from "./config-items.en.ts";
import { contentAdminEn } from "./content-admin.ts";
import { crudDesignerEn } from "./crud-designer.ts";
import { editorEn } from "./editor.ts";
import { leadFormEn } from "./lead-form.en.ts";
import type { LocaleShape } from "./locale-shape.ts";
import { memberAdminEn } from "./member-admin.ts";
import { memberCentreEn } from "./member-centre.ts";
import { moduleMarketEn } from "./module-market.ts";
import { portalEn } from "./portal.en.ts";
import { securityAdminEn } from "./security-admin.ts";
import { terminalEn } from "./terminal.ts";
import { videoDemoEn } from "./video-demo.en.ts";

export const en: LocaleShape = {
  app: {
    loading: "Loading...",
    retry: "Retry",
    skipToContent: "Skip to main content",
    dismissNotice: "Dismiss notification",
  },
  language: {
    label: "Language",
    "zh-cn": "简体中文",
    en: "English",
    switchTo: "Switch language",
  },
  nav: {
    main: "Main navigation",
    breadcrumb: "Breadcrumb",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    subMenu: "Submenu of {{title}}",
  },
  pageTitle: {
    video: "Video demo",
    home: "Home",
    company: "About us",
    history: "Development history",
    list: "News centre",
    search: "Search",
    contact: "Contact us",
    layout: "Article centre",
    topic: "Special reports",
    article: "Article details",
    notFound: "Page not found",
    noPermission: "No access permission",
    adminLoading: "Loading",
    adminLogin: "Admin login",
    dashboard: "Dashboard",
    adminIframe: "Embedded page",
    adminMissing: "Page not found",
    memberLoading: "Loading",
    memberLogin: "Member login",
    memberOverview: "Account overview",
    memberProfile: "Profile",
    memberPassword: "Change password",
    memberBalance: "Balance log",
    memberIntegral: "Points log",
    memberIframe: "Embedded page",
    memberMissing: "Page not found",
  },
  header: {
    searchPlaceholder: "Enter keywords to search",
    searchLabel: "Keyword search",
    search: "Search",
    memberCentre: "Member centre",
  },
  footer: {
    logo: "Site logo",
    address: "Address: ",
    hotline: "Service hotline: ",
    friendLinks: "Friendly links: choose one",
    noFriendLinks: "No friendly links yet",
    copyright: "Copyright@ 2024-2034 All rights reserved",
    recordNumber: "Filing number: ",
    qrCode: "WeChat QR code",
    scanQr: "Scan to follow us",
    top: "TOP",
    backToTop: "Back to top",
  },
  home: {
    sections: "Sections",
  },
  page: {
    empty: "No content yet",
  },
  search: {
    keywords: "Keywords: {{keywords}}",
    noKeywords: "Enter keywords to search",
  },
  article: {
    number: "Article no. {{id}}",
  },
  contact: {
    address: "Address",
    email: "Email",
    hotline: "Service hotline",
    zipcode: "Zip code",
  },
  problem: {
    notFoundCode: "404",
    notFound: "Sorry, the page you are looking for does not exist",
    noPermissionCode: "401",
    noPermission: "You do not have permission to view this page, please contact the administrator",
    backHome: "Back to home",
    back: "Back",
    countdown: "Returning to the home page in {{seconds}} s",
  },
  auth: {
    adminTitle: "Admin login",
    memberTitle: "Member login",
    username: "Username",
    password: "Password",
    keep: "Keep me logged in",
    submit: "Log in",
    submitting: "Logging in...",
    logout: "Log out",
    loading: "Loading, please wait...",
    memberClosed: "The member centre is closed",
    memberClosedText: "This site has not opened its member centre.",
    backToSite: "Back to the home page",
  },
  admin: {
    title: "Back office",
    sideMenu: "Back-office menu",
    collapse: "Collapse menu",
    expand: "Expand menu",
    greeting: "{{greeting}}, {{name}}!",
    counts: {
      admin: "Administrators",
      user: "Members",
      article: "Articles",
      attachment: "Attachments",
      newLead: "New leads",
      untranslated: "Awaiting English",
    },
    serverTime: "Server time: {{time}} ({{zone}}, the site's time zone)",
    loadFailed: "Loading failed: {{message}}",
    pageMissing: "This page is not available yet",
    pageMissingText: "The page {{path}} is not built yet; please choose another page from the menu.",
    toDashboard: "Back to the dashboard",
    openedInNewWindow: "Opened in a new window",
  },
  member: {
    centre: "Member centre",
    sideMenu: "Member menu",
    nickname: "Nickname",
    money: "Balance",
    moneyValue: "{{amount}} yuan",
    score: "Points",
    lastLoginTime: "Last login time",
    toOverview: "Back to the account overview",
  },
  portal: portalEn,
  terminal: terminalEn,
  adminUi: adminUiEn,
  configItems: configItemsEn,
  contentAdmin: contentAdminEn,
  collections: collectionTexts("en"),
  memberAdmin: memberAdminEn,
  editor: editorEn,
  memberCentre: memberCentreEn,
  securityAdmin: securityAdminEn,
  moduleMarket: moduleMarketEn,
  crudDesigner: crudDesignerEn,
  videoDemo: videoDemoEn,
  leadForm: leadFormEn,
};
