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

// Rules name Font Awesome / Element icons that this app does not ship; the rule's name picks a
// comparable icon instead, and anything unknown gets the neutral circle (SPEC §3: fa fa-circle-o).
const byName: [RegExp, LucideIcon][] = [
  [/dashboard/i, LayoutDashboard],
  [/^auth/i, ShieldCheck],
  [/^user|member/i, Users],
  [/account|profile/i, UserRound],
  [/attachment|upload/i, Paperclip],
  [/config|routine|setting|security/i, Settings],
  [/article|content|page|news|topic/i, FileText],
];

export function RuleIcon({ name, directory }: { name: string; directory: boolean }) {
  const Icon = byName.find(([pattern]) => pattern.test(name))?.[1] ?? (directory ? Folder : Circle);
  return <Icon size={18} aria-hidden />;
}
