/** The brand's mark (public/brand-mark.svg), decorative beside the name it always comes with. */
export function BrandMark({ size = 32 }: { size?: number }) {
  // A plain img: the mark is a static file, and next/image would add nothing for a 326-byte SVG.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src="/brand-mark.svg" alt="" width={size} height={size} className="shrink-0" />;
}
