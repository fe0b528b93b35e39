/** Query keys of the shop settings; every change invalidates `all`. */
export const shopSettingsKeys = {
  all: ['shop-settings'] as const,
  detail: () => [...shopSettingsKeys.all, 'detail'] as const,
};
