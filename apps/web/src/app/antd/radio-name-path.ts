/** antd's Radio.Group imports `toNamePathStr` (its default `name` from the Form.Item it sits in)
 * from antd/es/form/hooks/useForm.js, the module of the whole Form instance hook: through it the
 * table's filter and selection radios brought rc-form's store and scroll-into-view to the order
 * list's first load, which has no Form (issue 18). For that importer only, vite.config.ts resolves
 * the import here: the same function (antd 6.x form/hooks/useForm.js with form/util.js's toArray). */
export function toNamePathStr(name: unknown): string {
  const path: unknown[] =
    name === undefined || name === false ? [] : Array.isArray(name) ? (name as unknown[]) : [name];
  return path.join('_');
}
