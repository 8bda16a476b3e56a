/** The club's crest: a shield with a tower. Drawn inline so no icon set loads with it. */
export function Crest({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M16 2 4 6v9c0 7.2 5 12.6 12 15 7-2.4 12-7.8 12-15V6z"
        fill="currentColor"
        opacity="0.18"
      />
      <path
        d="M16 2 4 6v9c0 7.2 5 12.6 12 15 7-2.4 12-7.8 12-15V6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M10.5 25V13h2.2v2h2.2v-2h2.2v2h2.2v-2h2.2v12h-3.7v-3.8a1.3 1.3 0 0 0-2.6 0V25z"
        fill="currentColor"
      />
    </svg>
  );
}
