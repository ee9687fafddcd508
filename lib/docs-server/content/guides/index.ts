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

export function sectionAnchor(title: string): string {
  return foldAccents(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const sectionCache = new Map<string, GuideSection[]>();

export function sectionsOf(guide: Guide): GuideSection[] {
  const cached = sectionCache.get(guide.id);
  if (cached) return cached;
  const sections: GuideSection[] = [];
  const parts = guide.markdown.split(/^## /m);
  const [intro = "", ...rest] = parts;
  const introText = intro.replace(/^# .*\n/, "").trim();
  if (introText !== "") sections.push({ guide, slug: "introducao", title: guide.title, markdown: introText });
  for (const part of rest) {
    const [heading = "", ...body] = part.split("\n");
    sections.push({ guide, slug: sectionAnchor(heading), title: heading.trim(), markdown: body.join("\n").trim() });
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
