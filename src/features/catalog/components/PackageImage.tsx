import { useState } from 'react'

const FALLBACK = '/illustrations/set-top-box.svg'

/** A package picture from the service, with our own box illustration when it is missing or broken. */
/** `eager`: a card in the first view, likely the page's largest element once the list arrives. */
export function PackageImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string
  alt: string
  className?: string
  eager?: boolean
}) {
  const [failed, setFailed] = useState(false)
  return (
    <img
      className={className}
      src={failed || !src ? FALLBACK : src}
      alt={alt}
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
