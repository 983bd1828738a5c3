import 'keen-slider/keen-slider.min.css'
import { Children, useState, type ReactNode } from 'react'
import { useKeenSlider } from 'keen-slider/react'
import { useLingui } from '@lingui/react/macro'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import classes from './Catalog.module.css'

/**
 * SPEC §9 slider breakpoints (1024, 920, 850, 768, 640): fewer cards per view on narrower screens.
 * Catalog.module.css repeats these figures for the slides before the slider starts.
 */
const OPTIONS = {
  slides: { perView: 1.15, spacing: 16 },
  breakpoints: {
    '(min-width: 640px)': { slides: { perView: 1.7, spacing: 16 } },
    '(min-width: 768px)': { slides: { perView: 2.2, spacing: 16 } },
    '(min-width: 850px)': { slides: { perView: 2.5, spacing: 20 } },
    '(min-width: 920px)': { slides: { perView: 2.8, spacing: 20 } },
    '(min-width: 1024px)': { slides: { perView: 3, spacing: 24 } },
  },
} as const

/** Package cards in a keen-slider with previous/next buttons; every card stays keyboard reachable. */
export function CardSlider({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useLingui()
  const [state, setState] = useState({ atStart: true, atEnd: false })
  const [ref, slider] = useKeenSlider<HTMLDivElement>({
    ...OPTIONS,
    created: (s) => setState({ atStart: true, atEnd: s.track.details.maxIdx <= 0 }),
    updated: (s) =>
      setState({
        atStart: s.track.details.abs <= s.track.details.minIdx,
        atEnd: s.track.details.abs >= s.track.details.maxIdx,
      }),
    slideChanged: (s) =>
      setState({
        atStart: s.track.details.abs <= s.track.details.minIdx,
        atEnd: s.track.details.abs >= s.track.details.maxIdx,
      }),
  })
  return (
    <section className={classes.slider} aria-label={label}>
      <div ref={ref} className="keen-slider">
        {Children.map(children, (child) => (
          <div className={`keen-slider__slide ${classes.slide}`}>{child}</div>
        ))}
      </div>
      <div className={classes.sliderNav}>
        <button
          type="button"
          className={classes.navButton}
          onClick={() => slider.current?.prev()}
          disabled={state.atStart}
          aria-label={t`Previous packages`}
        >
          <IconChevronLeft size={22} aria-hidden />
        </button>
        <button
          type="button"
          className={classes.navButton}
          onClick={() => slider.current?.next()}
          disabled={state.atEnd}
          aria-label={t`Next packages`}
        >
          <IconChevronRight size={22} aria-hidden />
        </button>
      </div>
    </section>
  )
}
