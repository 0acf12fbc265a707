import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { useRouter } from "@tanstack/react-router";

/** A link to an address inside the site (path with query), navigated in the app on a plain click. */
export function HrefLink({ href, ...rest }: HTMLChakraProps<"a"> & { href: string }) {
  const router = useRouter();
  return (
    <chakra.a
      href={href}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
      {...rest}
    />
  );
}
