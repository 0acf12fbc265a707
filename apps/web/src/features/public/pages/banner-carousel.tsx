import { Box, Container, Heading, HStack, IconButton, Image, Text } from "@chakra-ui/react";
import type { Schemas } from "@corp/contract/types";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { HrefLink } from "../layout/href-link.tsx";

/** How long a slide stays before the next one. */
export const BANNER_INTERVAL_MS = 5000;

type Banner = Schemas["PortalBanner"];

function BannerCaption({ banner }: { banner: Banner }) {
  const heading = (
    <Heading as="h2" size={{ base: "2xl", md: "4xl" }} textShadow="0 2px 8px rgba(0,0,0,0.45)">
      {banner.title}
    </Heading>
  );
  return (
    <Container
      maxW="7xl"
      px={{ base: "4", md: "6" }}
      position="absolute"
      insetX="0"
      bottom={{ base: "10", md: "16" }}
    >
      <Box color="white" maxW="2xl">
        {banner.link ? (
          banner.link.startsWith("/") ? (
            <HrefLink href={banner.link}>{heading}</HrefLink>
          ) : (
            <a href={banner.link} target="_blank" rel="noopener noreferrer">
              {heading}
            </a>
          )
        ) : (
          heading
        )}
        {banner.summary ? (
          <Text
            mt="3"
            fontSize={{ base: "md", md: "lg" }}
            textShadow="0 1px 6px rgba(0,0,0,0.5)"
            lineClamp={2}
          >
            {banner.summary}
          </Text>
        ) : null}
      </Box>
    </Container>
  );
}

/** The home page's banner carousel: changes by itself, pauses under the pointer, arrows and dots. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);
  if (count === 0) return null;
  const go = (to: number) => setIndex((to + count) % count);
  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={t("portal.home.banners")}
      position="relative"
      overflow="hidden"
      h={{ base: "16rem", md: "28rem", xl: "34rem" }}
      bg="brand.900"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      data-testid="banner-carousel"
    >
      {banners.map((banner, i) => (
        <Box
          key={banner.id}
          role="group"
          aria-roledescription="slide"
          aria-label={t("portal.home.slide", { index: i + 1 })}
          aria-hidden={i !== index}
          position="absolute"
          inset="0"
          opacity={i === index ? 1 : 0}
          transition="opacity 0.8s ease"
          data-active={i === index ? "" : undefined}
        >
          <Image
            src={banner.image}
            alt={banner.title}
            width={1920}
            height={640}
            w="100%"
            h="100%"
            objectFit="cover"
            loading={i === 0 ? "eager" : "lazy"}
            fetchPriority={i === 0 ? "high" : "auto"}
          />
          <Box
            position="absolute"
            inset="0"
            bgGradient="to-t"
            gradientFrom="blackAlpha.700"
            gradientTo="transparent"
          />
          <BannerCaption banner={banner} />
        </Box>
      ))}
      {count > 1 ? (
        <>
          <IconButton
            aria-label={t("portal.home.previous")}
            position="absolute"
            left={{ base: "2", md: "6" }}
            top="50%"
            transform="translateY(-50%)"
            variant="ghost"
            color="white"
            rounded="full"
            _hover={{ bg: "whiteAlpha.300" }}
            onClick={() => go(index - 1)}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            aria-label={t("portal.home.next")}
            position="absolute"
            right={{ base: "2", md: "6" }}
            top="50%"
            transform="translateY(-50%)"
            variant="ghost"
            color="white"
            rounded="full"
            _hover={{ bg: "whiteAlpha.300" }}
            onClick={() => go(index + 1)}
          >
            <ChevronRight />
          </IconButton>
          <HStack position="absolute" bottom="4" insetX="0" justify="center" gap="2">
            {banners.map((banner, i) => (
              <Box
                as="button"
                key={banner.id}
                aria-label={t("portal.home.slide", { index: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                w={i === index ? "8" : "2.5"}
                h="2.5"
                rounded="full"
                bg={i === index ? "white" : "whiteAlpha.600"}
                transition="width 0.3s"
                cursor="pointer"
                onClick={() => go(i)}
              />
            ))}
          </HStack>
        </>
      ) : null}
    </Box>
  );
}
