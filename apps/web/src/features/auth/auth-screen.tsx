import { Box, Card, Center, Heading, HStack, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LanguageSwitch } from "../language/language-switch.tsx";

/**
 * The centred card of the login pages. The admin login has no site chrome, so it is the page's main
 * landmark itself and fills the screen; the member login sits inside the site's main.
 */
export function AuthScreen({
  title,
  children,
  tinted,
}: {
  title: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Center
      as={tinted ? "main" : "div"}
      minH={tinted ? "100vh" : "60vh"}
      px="4"
      py="12"
      {...(tinted ? { bgGradient: "to-br", gradientFrom: "brand.900", gradientTo: "brand.600" } : {})}
    >
      <Card.Root width="100%" maxW="md" boxShadow="xl">
        <Card.Body>
          <Stack gap="6">
            <HStack justify="space-between" align="center" gap="4">
              <Heading as="h1" size="xl">
                {title}
              </Heading>
              <LanguageSwitch />
            </HStack>
            <Box>{children}</Box>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
