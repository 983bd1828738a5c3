import { useEffect, useReducer } from 'react'
import { emptyFeed, foldFeed, type Feed } from './flow-feed'
import { FLOW_CHANNEL, type ChannelMessage } from './flow-records'

type Action = ChannelMessage | { kind: 'clear' }

function reduce(feed: Feed, action: Action): Feed {
  return action.kind === 'clear' ? { ...feed, log: [] } : foldFeed(feed, action)
}

/** The feed from every app tab of this origin; on mount it asks open tabs to replay what they hold. */
export function useFlowFeed(): { feed: Feed; clearLog: () => void } {
  const [feed, dispatch] = useReducer(reduce, emptyFeed)
  useEffect(() => {
    const channel = new BroadcastChannel(FLOW_CHANNEL)
    channel.addEventListener('message', (event: MessageEvent<ChannelMessage>) => dispatch(event.data))
    channel.postMessage({ kind: 'hello' } satisfies ChannelMessage)
    return () => channel.close()
  }, [])
  return { feed, clearLog: () => dispatch({ kind: 'clear' }) }
}
