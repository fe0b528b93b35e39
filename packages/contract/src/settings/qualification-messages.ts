import { addAreaMessages } from '../common/locale.ts';

/** Messages of the qualifications area (issue 24). Registered with translateMessage when this file
 * is imported (the server's module, the web's qualifications chunk and the goods' on-shelf refusal). */
const zh = {
  'rule.qualification.tooLong': '内容过长',
  'rule.qualification.date': '请输入正确的日期（YYYY-MM-DD）',
  'rule.qualification.kind': '请选择资质类型',
  'rule.qualification.imagesRequired': '请上传证照扫描件',
  'rule.qualification.untilRequired': '请填写有效期截止日期，或选择长期有效',
  'rule.qualification.untilBeforeFrom': '有效期截止日期不能早于起始日期',
  'rule.qualification.permanentNotAllowed': '此类证照须填写有效期截止日期，不能选择长期有效',
  'rule.qualification.uscc': '统一社会信用代码须为 18 位（数字或大写字母，不含 I、O、S、V、Z）',
  'rule.qualification.qualityOfficer': '请填写质量负责人',
  'error.qualification.yyzzExists': '本店已登记营业执照，请修改现有记录',
  'error.qualification.changed': '该资质已被他人修改或删除，请刷新后重试',
  'error.qualification.rxBlocked.missing':
    '本店未登记药品经营许可证，处方药“{name}”不能上架。请先在“资质管理”中登记有效的许可证',
  'error.qualification.rxBlocked.expired':
    '本店的药品经营许可证已于 {date} 过期，处方药“{name}”不能上架。请先在“资质管理”中登记换发后的许可证',
  'error.qualification.rxBlocked.notYet':
    '本店的药品经营许可证自 {date} 起生效，生效前处方药“{name}”不能上架',
};

const en: Record<keyof typeof zh, string> = {
  'rule.qualification.tooLong': 'Too long',
  'rule.qualification.date': 'Enter a valid date (YYYY-MM-DD)',
  'rule.qualification.kind': 'Choose the kind of qualification',
  'rule.qualification.imagesRequired': 'Upload the scan of the document',
  'rule.qualification.untilRequired': 'Enter the valid-until date, or choose permanent',
  'rule.qualification.untilBeforeFrom': 'The valid-until date cannot be before the valid-from date',
  'rule.qualification.permanentNotAllowed':
    'This kind of document needs a valid-until date; it cannot be permanent',
  'rule.qualification.uscc':
    'The unified social credit code is 18 digits or capital letters (no I, O, S, V or Z)',
  'rule.qualification.qualityOfficer': 'Enter the quality officer',
  'error.qualification.yyzzExists': 'This shop already has a business licence; edit that record',
  'error.qualification.changed':
    'This qualification was changed or deleted by someone else; refresh and retry',
  'error.qualification.rxBlocked.missing':
    'This shop has no drug business licence recorded, so the prescription drug "{name}" cannot be put on sale. Record a valid licence under Qualifications first',
  'error.qualification.rxBlocked.expired':
    'This shop\'s drug business licence expired on {date}, so the prescription drug "{name}" cannot be put on sale. Record the renewed licence under Qualifications first',
  'error.qualification.rxBlocked.notYet':
    'This shop\'s drug business licence is valid from {date}; until then the prescription drug "{name}" cannot be put on sale',
};

export const QUALIFICATION_MESSAGES = { zh, en };
addAreaMessages(QUALIFICATION_MESSAGES);
