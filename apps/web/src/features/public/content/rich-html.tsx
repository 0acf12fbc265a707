import { Box, type BoxProps } from "@chakra-ui/react";

/** Body HTML written in the admin editor, with readable typography. */
export function RichHtml({ html, ...rest }: BoxProps & { html: string }) {
  return (
    <Box
      className="rich-html"
      overflowWrap="anywhere"
      lineHeight="1.9"
      fontSize={{ base: "md", md: "lg" }}
      css={{
        "& p": { marginBottom: "1em" },
        "& h2": { fontSize: "1.5em", fontWeight: "bold", margin: "1.4em 0 0.6em" },
        "& h3": { fontSize: "1.25em", fontWeight: "bold", margin: "1.2em 0 0.5em" },
        "& ul, & ol": { paddingInlineStart: "1.5em", marginBottom: "1em" },
        "& ul": { listStyleType: "disc" },
        "& ol": { listStyleType: "decimal" },
        "& img": { maxWidth: "100%", height: "auto", borderRadius: "md", margin: "1em 0" },
        "& a": { color: "brand.fg", textDecoration: "underline" },
        "& blockquote": {
          borderInlineStartWidth: "4px",
          borderColor: "brand.muted",
          paddingInlineStart: "1em",
          color: "fg.muted",
        },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML written by the site's own editors in the admin area; the CSP forbids inline scripts
      dangerouslySetInnerHTML={{ __html: html }}
      {...rest}
    />
  );
}
