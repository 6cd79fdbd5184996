// fontverter (sfnt ⇄ woff ⇄ woff2) ships no types: the part first-fonts.mjs uses.
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, to: 'woff2' | 'woff' | 'sfnt' | 'truetype'): Promise<Buffer> };
  export default fontverter;
}
