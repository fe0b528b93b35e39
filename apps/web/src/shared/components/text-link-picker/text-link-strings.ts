import { i18n } from '../../../i18n/i18n.ts';
import en from './strings/en.json';
import zh from './strings/zh.json';

// The picker's strings travel with the picker (the chunk of the screen that opens it), not with
// the signed-in frame: the shell is at its page-weight budget (as the member picker's).
i18n.addResourceBundle('zh', 'translation', { 'text-link-picker': zh }, true, true);
i18n.addResourceBundle('en', 'translation', { 'text-link-picker': en }, true, true);

export const TEXT_LINK_STRINGS = true;
