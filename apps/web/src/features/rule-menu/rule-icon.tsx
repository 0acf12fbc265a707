import {
  Circle,
  FileText,
  Folder,
  LayoutDashboard,
  type LucideIcon,
  Paperclip,
  Settings,
  ShieldCheck,
  UserRound,
  Users,
} from "lucide-react";
import { FA_ICONS } from "../admin-crud/fields/fa-icon.tsx";
import { DEFAULT_ICON } from "../admin-crud/fields/icon-field.tsx";

// Rules name Font Awesome icons that this app does not ship: a known name is drawn with a comparable
// icon; otherwise the rule's name picks one, and anything unknown gets the neutral circle (SPEC §3).
const byName: [RegExp, LucideIcon][] = [
  [/dashboard/i, LayoutDashboard],
  [/^auth/i, ShieldCheck],
  [/^user|member/i, Users],
  [/account|profile/i, UserRound],
  [/attachment|upload/i, Paperclip],
  [/config|routine|setting|security/i, Settings],
  [/article|content|page|news|topic/i, FileText],
];

export function RuleIcon({ name, icon, directory }: { name: string; icon: string; directory: boolean }) {
  const named = icon.trim() !== DEFAULT_ICON ? FA_ICONS[icon.trim()] : undefined;
  const Icon = named ?? byName.find(([pattern]) => pattern.test(name))?.[1] ?? (directory ? Folder : Circle);
  return <Icon size={18} aria-hidden />;
}
