/** The round icon buttons of the chat input bar (attach, voice, send, stop): one shape, own colours. */
export const INPUT_ICON_BUTTON =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export const INPUT_ICON_BUTTON_QUIET = 'text-muted-foreground hover:bg-muted hover:text-foreground';
