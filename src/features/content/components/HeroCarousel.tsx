import 'keen-slider/keen-slider.min.css'
import { useEffect, useRef, useState } from 'react'
import { useReducedMotion } from '@mantine/hooks'
import { useKeenSlider } from 'keen-slider/react'
import { Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react'
import { Link } from 'wouter'
import { SLIDES } from '../landing-content'
import classes from './HeroCarousel.module.css'

const AUTOPLAY_MS = 6000

/**
 * The landing carousel. Accessible carousel pattern: labelled region, slide groups, prev/next
 * and dot buttons, a pause button; autoplay stops while hovered or focused and never starts
 * for visitors who ask for reduced motion. Only the current slide is reachable by keyboard.
 */
export function HeroCarousel() {
  const { t, i18n } = useLingui()
  const [current, setCurrent] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  // Assume reduced motion until the browser says otherwise: prerendered HTML must not autoplay.
  const reducedMotion = useReducedMotion(true, { getInitialValueInEffect: true })
  const rootRef = useRef<HTMLElement>(null)
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: true,
    slideChanged: (s) => setCurrent(s.track.details.rel),
  })

  // Hover and focus anywhere inside pause the slideshow (WCAG 2.2.2).
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const enter = () => setHovered(true)
    const leave = () => setHovered(false)
    const focusIn = () => setFocused(true)
    const focusOut = (e: FocusEvent) => {
      if (!root.contains(e.relatedTarget as Node | null)) setFocused(false)
    }
    root.addEventListener('mouseenter', enter)
    root.addEventListener('mouseleave', leave)
    root.addEventListener('focusin', focusIn)
    root.addEventListener('focusout', focusOut)
    return () => {
      root.removeEventListener('mouseenter', enter)
      root.removeEventListener('mouseleave', leave)
      root.removeEventListener('focusin', focusIn)
      root.removeEventListener('focusout', focusOut)
    }
  }, [])

  const playing = !reducedMotion && !stopped && !hovered && !focused
  useEffect(() => {
    if (!playing) return
    const timer = window.setInterval(() => slider.current?.next(), AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [playing, slider])

  return (
    <section
      ref={rootRef}
      className={classes.root}
      aria-roledescription={t`carousel`}
      aria-label={t`Highlights`}
    >
      <div ref={sliderRef} className={`keen-slider ${classes.track}`} aria-live={playing ? 'off' : 'polite'}>
        {SLIDES.map((slide, index) => {
          const Heading = index === 0 ? 'h1' : 'h2'
          return (
            <div
              key={slide.id}
              className={`keen-slider__slide ${classes.slide}`}
              // The WAI-ARIA carousel pattern names each slide a group; no native element fits.
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${index + 1} of ${SLIDES.length}`}
              inert={index !== current}
              data-testid="hero-slide"
            >
              <div className={classes.copy}>
                <Heading className={classes.title}>{i18n._(slide.title)}</Heading>
                <p className={classes.text}>{i18n._(slide.description)}</p>
                <Button component={Link} href="/package" size="md" className={classes.cta}>
                  {t`See packages`}
                </Button>
              </div>
              <img
                className={classes.image}
                src={slide.image}
                alt={i18n._(slide.imageAlt)}
                width={960}
                height={640}
                // The first slide is the page's largest element: fetch it first, never lazily.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            </div>
          )
        })}
      </div>
      <div className={classes.controls}>
        <button
          type="button"
          className={classes.control}
          onClick={() => slider.current?.prev()}
          aria-label={t`Previous slide`}
        >
          <IconChevronLeft size={22} aria-hidden />
        </button>
        <div className={classes.dots}>
          {SLIDES.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={classes.dot}
              aria-label={t`Go to slide ${index + 1}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => slider.current?.moveToIdx(index)}
            >
              <span aria-hidden />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={classes.control}
          onClick={() => slider.current?.next()}
          aria-label={t`Next slide`}
        >
          <IconChevronRight size={22} aria-hidden />
        </button>
        <button
          type="button"
          className={classes.control}
          onClick={() => setStopped((s) => !s)}
          aria-label={stopped || reducedMotion ? t`Play slideshow` : t`Pause slideshow`}
          aria-pressed={stopped}
          hidden={reducedMotion}
        >
          {stopped ? <IconPlayerPlay size={20} aria-hidden /> : <IconPlayerPause size={20} aria-hidden />}
        </button>
      </div>
    </section>
  )
}
