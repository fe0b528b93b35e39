/** The part of the CLodop print service's API (its `CLODOP` global) that receipts use. */
export interface ClodopApi {
  CVERSION: string;
  GET_PRINTER_COUNT(): number;
  GET_PRINTER_NAME(index: number): string;
  PRINT_INITA(
    top: number | string,
    left: number | string,
    width: number | string,
    height: number | string,
    taskName: string,
  ): boolean;
  SET_PRINTER_INDEX(name: string | number): boolean;
  SET_PRINT_COPIES?(copies: number): void;
  ADD_PRINT_HTM(
    top: number | string,
    left: number | string,
    width: number | string,
    height: number | string,
    html: string,
  ): void;
  PRINT(): boolean;
  /** The service's own socket; jobs sent before it is open are lost. */
  webskt?: { readyState: number };
}

declare global {
  interface Window {
    CLODOP?: ClodopApi;
    getCLodop?: () => ClodopApi | undefined;
  }
}
