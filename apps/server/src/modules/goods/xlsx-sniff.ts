/* Whether bytes are an .xlsx workbook, decided from the content, not the file name: an .xlsx is a
 * zip (local file header `PK\3\4`) whose central directory lists `xl/workbook.xml`. A picture or a
 * .docx renamed .xlsx fails here, before a job is made; ExcelJS reading it is the final word. */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_ENTRY = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes plus a comment of up to 65 535. */
const END_SEARCH = 22 + 0xffff;
const WORKBOOK = 'xl/workbook.xml';

function endOfDirectory(bytes: Buffer): number {
  const stop = Math.max(0, bytes.length - END_SEARCH);
  for (let i = bytes.length - 22; i >= stop; i--) if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) return i;
  return -1;
}

export function isXlsx(bytes: Buffer): boolean {
  if (bytes.length < 30 || bytes.readUInt32LE(0) !== LOCAL_HEADER) return false;
  const end = endOfDirectory(bytes);
  if (end < 0) return false;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_ENTRY) return false;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return false;
    if (bytes.toString('utf8', at + 46, at + 46 + nameLength) === WORKBOOK) return true;
    at += 46 + nameLength + extra + comment;
  }
  return false;
}
