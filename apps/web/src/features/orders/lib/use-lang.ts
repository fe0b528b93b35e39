/* The UI language as the contract's label tables name it: the shared hook (the after-sale area
 * uses it too), under the name the orders area's components import. */
export { useLang } from '../../../shared/hooks/use-lang.ts';
