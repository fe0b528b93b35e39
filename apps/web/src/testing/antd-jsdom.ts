/* What antd's Table, Modal and Cascader call that jsdom lacks; no layout happens in jsdom, so
 * "nothing matches, nothing resizes" is the truthful answer. Call from a DOM test's beforeAll. */
export function polyfillAntdInJsdom(): void {
  window.matchMedia ??= ((query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
