/** Body HTML written in the admin editor, with readable typography (`.rich-html` in content.css). */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `rich-html ${className}` : "rich-html"}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML written by the site's own editors in the admin area; the CSP forbids inline scripts
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
