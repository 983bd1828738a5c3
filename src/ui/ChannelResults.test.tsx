// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { Channel } from '../../contract/package'
import { renderView } from '../test/render'
import { ChannelResults, isVodChannel } from './ChannelResults'

const channel = (
  title: string,
  type_channel: string,
  image_url = `/media/channels/${title}.svg`,
): Channel => ({ title, type_channel, image_url })

describe('isVodChannel', () => {
  it('recognises VOD channels whatever the case and spacing', () => {
    expect(isVodChannel('VOD')).toBe(true)
    expect(isVodChannel(' vod ')).toBe(true)
    expect(isVodChannel('live')).toBe(false)
  })
})

describe('ChannelResults', () => {
  it('lists live channels, then video on demand under its own heading in a separate grid', () => {
    renderView(
      <ChannelResults
        result={{
          status: 'ready',
          data: [channel('RCTI', 'live'), channel('Vision+ Originals', 'VOD'), channel('MNCTV', 'Live')],
        }}
        search=""
        headingLevel={3}
      />,
    )
    const grids = screen.getAllByRole('list')
    expect(grids).toHaveLength(2)
    expect(
      within(grids[0]!)
        .getAllByTestId('channel')
        .map((li) => li.textContent),
    ).toEqual(['RCTI', 'MNCTV'])
    expect(screen.getByRole('heading', { level: 3, name: 'Video on demand' })).toBeTruthy()
    expect(grids[1]!.dataset.vod).toBe('true')
    expect(within(grids[1]!).getByTestId('channel').textContent).toBe('Vision+ Originals')
  })

  it('shows initials when a channel has no logo or its logo fails', () => {
    renderView(
      <ChannelResults
        result={{
          status: 'ready',
          data: [channel('Kids Zone Asia', 'live', ''), channel('Sport One', 'live')],
        }}
        search=""
        headingLevel={2}
      />,
    )
    expect(screen.getByText('KZA')).toBeTruthy()
    const logo = screen.getAllByTestId('channel')[1]!.querySelector('img')!
    fireEvent.error(logo)
    expect(screen.getByText('SO')).toBeTruthy()
  })

  it('names the search that found nothing, says when a package has none, and reports a failure', () => {
    const { rerender } = renderView(
      <ChannelResults result={{ status: 'ready', data: [] }} search="zzz" headingLevel={2} />,
    )
    expect(screen.getByText('No channel matches “zzz”.')).toBeTruthy()
    rerender(<ChannelResults result={{ status: 'ready', data: [] }} search="" headingLevel={2} />)
    expect(screen.getByText('No channels in this package yet.')).toBeTruthy()
    rerender(<ChannelResults result={{ status: 'error' }} search="" headingLevel={2} />)
    expect(screen.getByText('The channel list could not be loaded. Please try again later.')).toBeTruthy()
    rerender(<ChannelResults result={{ status: 'loading' }} search="" headingLevel={2} />)
    expect(screen.getByTestId('channel-list').getAttribute('aria-busy')).toBe('true')
  })
})
