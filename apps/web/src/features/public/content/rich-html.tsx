import type { ReactNode } from "react";
import { LeadFormSlot } from "../leads/lead-form-slot.tsx";
import { splitAtLeadForm } from "../leads/lead-marker.ts";

/**
 * Body HTML written in the admin editor, with readable typography (`.rich-html` in content.css). A
 * paragraph holding only `[lead-form]` places the lead form there, between two parts of the text.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  const parts = splitAtLeadForm(html);
  const classes = className ? `rich-html ${className}` : "rich-html";
  const part = (text: string, key?: number) => (
    <div
      key={key}
      className={classes}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML written by the site's own editors in the admin area; the CSP forbids inline scripts
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
  if (parts.length === 1) return part(html);
  // The parts are fixed by the text, never reordered: their place is their key.
  const nodes: ReactNode[] = [];
  for (const [place, text] of parts.entries()) {
    if (place > 0) nodes.push(<LeadFormSlot key={`form-${place}`} />);
    if (text.trim()) nodes.push(part(text, place));
  }
  return <>{nodes}</>;
}
