/**
 * A button whose action cannot run now keeps its place in the Tab order and says so (aria-disabled). `disabled`
 * would drop it from the Tab order and, were it focused when it became disabled, send focus to the page body.
 */
export function unavailableWhen<E extends { preventDefault(): void }>(unavailable: boolean, action?: (event: E) => void): { 'aria-disabled'?: true; onClick: (event: E) => void } {
  return {
    ...(unavailable ? { 'aria-disabled': true as const } : {}),
    onClick: (event: E) => {
      if (unavailable) event.preventDefault();
      else action?.(event);
    },
  };
}
