/** Messages of the goods import and export (issue 20, "Bulk work"): refusals of the upload and
 * the job (`error.goodsImport.*`) and the rules of a row that the goods form itself has no words
 * for (`rule.goodsImport.*`). Spread into API_MESSAGES. Same keys in both languages. */
const zh = {
  'error.goodsImport.noFile': '请选择要导入的 Excel 文件',
  'error.goodsImport.notXlsx': '只能导入 .xlsx 格式的 Excel 文件，请使用下载的模板',
  'error.goodsImport.tooLarge': '文件不能超过 {max}',
  'error.goodsImport.unreadable': '文件无法读取，请使用下载的模板（.xlsx）',
  'error.goodsImport.headerMissing': '缺少列：{columns}，请使用下载的模板',
  'error.goodsImport.empty': '文件中没有商品数据',
  'error.goodsImport.tooManyRows': '一次最多导入 {max} 行',
  'error.goodsImport.interrupted': '导入任务被中断（服务重启），未写入任何数据，请重新上传',
  'error.goodsImport.hasErrors': '文件还有 {count} 处错误，请下载错误报告修改后重新上传',
  'error.goodsImport.wrongStatus': '导入任务当前状态不能执行此操作',
  'error.goodsImport.applyFailed': '导入失败，未写入任何数据：{reason}',
  'error.goodsImport.codeRace': '校验之后有商品或 SKU 使用了文件中的编码，请重新上传文件再校验',
  'rule.goodsImport.drugType': '药品类型只能是 甲类OTC、乙类OTC、处方药、保健食品、医疗器械',
  'rule.goodsImport.regulatoryClass': '特殊管理类别不正确，可填：{values}',
  'rule.goodsImport.yesNo': '请填写“是”或“否”',
  'rule.goodsImport.category': '分类不存在：{value}',
  'rule.goodsImport.differsGoods':
    '与同一商品第 {row} 行的“{column}”不一致（商品信息以第一行为准，其余行可不填）',
  'rule.goodsImport.differsSku':
    '与同一 SKU 第 {row} 行的“{column}”不一致（SKU 信息以第一行为准，其余行可不填）',
  'rule.goodsImport.skuCodeInFile': 'SKU 编码与第 {row} 行（另一商品）重复',
  'rule.goodsImport.goodsCodeSplit': '同一商品的 SKU 编码须填在该商品的行中',
  'rule.goodsImport.batchPartial': '批号、生产日期、有效期至、数量须同时填写或都不填',
  'rule.goodsImport.specCount': '规格名与规格值的个数须一致（用 / 分隔）',
  'rule.goodsImport.imageUnknown': '图片不在本店图片空间中：{url}',
  'rule.goodsImport.invalid': '格式不正确',
  'goodsImport.report.errorColumn': '错误信息',
};

const en: Record<keyof typeof zh, string> = {
  'error.goodsImport.noFile': 'Choose the Excel file to import',
  'error.goodsImport.notXlsx': 'Only .xlsx Excel files can be imported; use the downloaded template',
  'error.goodsImport.tooLarge': 'The file must not be larger than {max}',
  'error.goodsImport.unreadable': 'The file cannot be read; use the downloaded template (.xlsx)',
  'error.goodsImport.headerMissing': 'Missing columns: {columns}; use the downloaded template',
  'error.goodsImport.empty': 'The file holds no goods rows',
  'error.goodsImport.tooManyRows': 'At most {max} rows can be imported at once',
  'error.goodsImport.interrupted':
    'The import was interrupted (a server restart); nothing was written, upload the file again',
  'error.goodsImport.hasErrors':
    'The file still has {count} errors; download the error report, fix them and upload again',
  'error.goodsImport.wrongStatus': 'The import job cannot do this in its current state',
  'error.goodsImport.applyFailed': 'The import failed and wrote nothing: {reason}',
  'error.goodsImport.codeRace':
    'A goods or SKU code of the file was taken after the check; upload the file again to check it anew',
  'rule.goodsImport.drugType': 'The drug type must be 甲类OTC, 乙类OTC, 处方药, 保健食品 or 医疗器械',
  'rule.goodsImport.regulatoryClass': 'Unknown regulatory class; one of: {values}',
  'rule.goodsImport.yesNo': 'Enter 是 (yes) or 否 (no)',
  'rule.goodsImport.category': 'No such category: {value}',
  'rule.goodsImport.differsGoods':
    'Differs from "{column}" on row {row} of the same goods item (its first row counts; leave it blank)',
  'rule.goodsImport.differsSku':
    'Differs from "{column}" on row {row} of the same SKU (its first row counts; leave it blank)',
  'rule.goodsImport.skuCodeInFile': 'The SKU code is already used on row {row} (another goods item)',
  'rule.goodsImport.goodsCodeSplit': "A SKU code's rows must all belong to the same goods item",
  'rule.goodsImport.batchPartial':
    'Fill the batch number, production date, expiry date and quantity together, or none of them',
  'rule.goodsImport.specCount': 'As many spec values as spec names (separated by /)',
  'rule.goodsImport.imageUnknown': "The image is not in the shop's picture space: {url}",
  'rule.goodsImport.invalid': 'Invalid value',
  'goodsImport.report.errorColumn': 'Errors',
};

export const GOODS_IMPORT_MESSAGES = { zh, en } as const;
