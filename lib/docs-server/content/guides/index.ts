/** The published guides and their sections (`id#secao` addresses one section). */
import { foldAccents } from "../../text";
import { acompanhamentoGuide, autenticacaoGuide, convencoesGuide, errosGuide, sandboxGuide } from "./common";
import { consignadoPrivadoGuide } from "./consignado-privado";
import { fgtsGuide } from "./fgts";
import type { Guide } from "./guide";

export type { Guide } from "./guide";

export const GUIDES: readonly Guide[] = [
  consignadoPrivadoGuide,
  fgtsGuide,
  convencoesGuide,
  acompanhamentoGuide,
  errosGuide,
  autenticacaoGuide,
  sandboxGuide,
];

export interface GuideSection {
  readonly guide: Guide;
  /** Anchor of the section; `introducao` for the text before the first heading. */
  readonly slug: string;
  readonly title: string;
  readonly markdown: string;
}

/**
 * Anchors stay under 32 characters: the argument screening (safety.ts) takes a longer unbroken run of
 * letters, digits and hyphens for a possible key, and every address this server hands out must be accepted
 * back. A long title gets an explicit anchor in its heading (`## Título longo {#ancora-curta}`), or its
 * anchor is cut at the last word that fits.
 */
export const MAX_ANCHOR_LENGTH = 31;

export function sectionAnchor(title: string): string {
  const anchor = foldAccents(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  if (anchor.length <= MAX_ANCHOR_LENGTH) return anchor;
  const cut = anchor.slice(0, MAX_ANCHOR_LENGTH + 1);
  return cut.slice(0, cut.lastIndexOf("-"));
}

/** `Título {#ancora}` → the title and its explicit anchor. */
function headingParts(heading: string): { title: string; anchor?: string } {
  const match = /^(.*?)\s*\{#([a-z0-9-]{1,31})\}\s*$/.exec(heading);
  return match === null ? { title: heading.trim() } : { title: (match[1] ?? "").trim(), anchor: match[2] ?? "" };
}

/** The anchor of a guide's opening text, before its first section: its overview. */
export const OVERVIEW_SLUG = "introducao";

const sectionCache = new Map<string, GuideSection[]>();

export function sectionsOf(guide: Guide): GuideSection[] {
  const cached = sectionCache.get(guide.id);
  if (cached) return cached;
  const sections: GuideSection[] = [];
  const parts = guide.markdown.split(/^## /m);
  const [intro = "", ...rest] = parts;
  const introText = intro.replace(/^# .*\n/, "").trim();
  if (introText !== "") sections.push({ guide, slug: OVERVIEW_SLUG, title: guide.title, markdown: introText });
  for (const part of rest) {
    const [heading = "", ...body] = part.split("\n");
    const { title, anchor } = headingParts(heading);
    sections.push({ guide, slug: anchor ?? sectionAnchor(title), title, markdown: body.join("\n").trim() });
  }
  sectionCache.set(guide.id, sections);
  return sections;
}

export function findGuide(id: string): Guide | undefined {
  const wanted = sectionAnchor(id);
  return GUIDES.find((guide) => guide.id === wanted);
}

/** `fgts#simulacao` → that section; a bare id → undefined section. */
export function findGuideAndSection(address: string): { guide?: Guide; section?: GuideSection; sectionRequested: boolean } {
  const [id = "", anchor] = address.split("#");
  const guide = findGuide(id);
  if (guide === undefined || anchor === undefined || anchor.trim() === "") {
    return { ...(guide !== undefined && { guide }), sectionRequested: anchor !== undefined && anchor.trim() !== "" };
  }
  const section = sectionsOf(guide).find((candidate) => candidate.slug === sectionAnchor(anchor));
  return { guide, ...(section !== undefined && { section }), sectionRequested: true };
}

export function guideNotFoundMessage(input: string): string {
  return `Guia não encontrado: "${input.slice(0, 60)}". Guias publicados: ${GUIDES.map((guide) => guide.id).join(", ")}. Outros produtos não fazem parte desta documentação.`;
}
