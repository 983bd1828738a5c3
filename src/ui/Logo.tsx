import { useId } from 'react'

/** The Vision+ TV wordmark, drawn inline so it paints with the HTML; decorative (links carry the name). */
export function Logo({ height = 28 }: { height?: number }) {
  // One gradient per copy (header and footer): a shared id is invalid, and a copy that refers to
  // another's gradient loses its fill while that one is hidden.
  const gradient = `vp-logo-accent-${useId()}`
  return (
    <svg height={height} viewBox="0 0 148 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fb7190" />
          <stop offset="1" stopColor="#e11d48" />
        </linearGradient>
      </defs>
      <path d="M2 4h7l7 17 7-17h7L19.5 28h-7z" fill="#fff" />
      <text
        x="29"
        y="23"
        fill="#fff"
        fontFamily="inherit"
        fontWeight="800"
        fontSize="19"
        letterSpacing="-0.3"
      >
        ision
      </text>
      <path d="M87 9h5v5h5v5h-5v5h-5v-5h-5v-5h5z" fill={`url(#${gradient})`} />
      <rect x="103" y="5" width="42" height="22" rx="6" fill={`url(#${gradient})`} />
      <text
        x="124"
        y="21.5"
        textAnchor="middle"
        fill="#fff"
        fontFamily="inherit"
        fontWeight="800"
        fontSize="14"
      >
        TV
      </text>
    </svg>
  )
}
