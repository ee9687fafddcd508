import type { MetadataRoute } from "next";

/** The installable app's identity (a phone's home screen at the branch counter). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Crédito Parceiros",
    short_name: "Crédito Parceiros",
    description: "Originação de consignado privado e antecipação do saque-aniversário FGTS.",
    start_url: "/",
    display: "standalone",
    background_color: "#f8fafc",
    theme_color: "#1d5fd1",
    lang: "pt-BR",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/brand-mark.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
