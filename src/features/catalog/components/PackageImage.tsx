import { useState } from 'react'

const FALLBACK = '/illustrations/set-top-box.svg'

/** A package picture from the service, with our own box illustration when it is missing or broken. */
export function PackageImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false)
  return (
    <img
      className={className}
      src={failed || !src ? FALLBACK : src}
      alt={alt}
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
