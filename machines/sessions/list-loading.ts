/**
 * The states of the security page's lists (signed-in devices, passkeys) up to the list: reading it,
 * and a read that failed with Try again. Each machine names its reader (`src`) and keeps the list
 * with its own `setList`; `failLoad` and `clearError` are its too.
 */
const output = <T>({ event }: { event: { output: T } }) => event.output

export const listLoading = <Src extends string>(src: Src, reading: string) =>
  ({
    loading: {
      description: reading,
      tags: ['loading'],
      invoke: {
        id: src,
        src,
        onDone: { target: 'list', actions: { type: 'setList', params: output } },
        onError: { target: 'failed', actions: 'failLoad' },
      },
    },
    failed: {
      description: 'The list could not be read: a message and Try again.',
      tags: ['error'],
      on: { retry: { target: 'loading', actions: 'clearError' } },
    },
  }) as const
