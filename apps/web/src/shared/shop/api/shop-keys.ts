/** Query keys of the shop endpoints; mutations of shop data invalidate `shopKeys.all`. */
export const shopKeys = {
  all: ['shop'] as const,
  info: () => [...shopKeys.all, 'info'] as const,
  closeStatus: () => [...shopKeys.all, 'close-status'] as const,
};
