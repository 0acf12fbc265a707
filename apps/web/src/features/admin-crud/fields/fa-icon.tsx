import {
  Banknote,
  Circle,
  Code,
  Cog,
  FileText,
  Folder,
  House,
  Image,
  LayoutDashboard,
  Link,
  List,
  ListChecks,
  type LucideIcon,
  Menu,
  Newspaper,
  Search,
  Settings,
  Shield,
  Tag,
  User,
  Users,
} from "lucide-react";

/** The Font Awesome names the icon selector offers, drawn with comparable icons this app ships. */
export const FA_ICONS: Record<string, LucideIcon> = {
  "fa fa-circle-o": Circle,
  "fa fa-dashboard": LayoutDashboard,
  "fa fa-user": User,
  "fa fa-group": Users,
  "fa fa-th-list": List,
  "fa fa-list-alt": ListChecks,
  "fa fa-gear": Settings,
  "fa fa-cogs": Cog,
  "fa fa-folder": Folder,
  "fa fa-file-text-o": FileText,
  "fa fa-newspaper-o": Newspaper,
  "fa fa-picture-o": Image,
  "fa fa-link": Link,
  "fa fa-bars": Menu,
  "fa fa-shield": Shield,
  "fa fa-home": House,
  "fa fa-search": Search,
  "fa fa-money": Banknote,
  "fa fa-tag": Tag,
  "fa fa-code": Code,
};

/** An icon by its Font Awesome name; unknown names show the default circle. */
export function FaIcon({ name, size = 16 }: { name: string; size?: number }) {
  const Icon = FA_ICONS[name.trim()] ?? Circle;
  return <Icon size={size} aria-hidden />;
}
