/** Demo buyers of 演示大药房: hand-written, deterministic. Mobiles are made-up but well-formed. */

export interface MemberSeed {
  uname: string;
  mobile: string;
  /** 1 male, 0 female */
  sex: 0 | 1;
  real_name: string;
}

type Row = readonly [uname: string, mobile: string, sex: 0 | 1, real_name: string];

// prettier-ignore
const ROWS: readonly Row[] = [
  ['zhangwei1986', '13817264590', 1, '张伟'],
  ['wangfang_sh', '13916083742', 0, '王芳'],
  ['lina0912', '15021397486', 0, '李娜'],
  ['liuyang88', '18621750394', 1, '刘洋'],
  ['chenjing', '13764092851', 0, '陈静'],
  ['yangfan_pd', '15800472693', 1, '杨帆'],
  ['zhaomin77', '13501836427', 0, '赵敏'],
  ['huanglei', '18917325068', 1, '黄磊'],
  ['zhouting1993', '17721049365', 0, '周婷'],
  ['wuhao_js', '13162358704', 1, '吴昊'],
  ['xulihua', '13061947258', 0, '徐丽华'],
  ['sunjianguo', '13331802675', 1, '孙建国'],
  ['huxiaoyan', '15921673048', 0, '胡晓燕'],
  ['zhuzhiqiang', '18801927356', 1, '朱志强'],
  ['gaoxue_0520', '13611853920', 0, '高雪'],
  ['linhaoran', '15216790843', 1, '林浩然'],
  ['hejiayi', '19802176534', 0, '何佳怡'],
  ['guozihao', '18516043972', 1, '郭子豪'],
  ['maxiaoling', '13524198067', 0, '马晓玲'],
  ['luowenbin', '15601738249', 1, '罗文斌'],
  ['liangyuxin', '17317265480', 0, '梁雨欣'],
  ['songlijun', '13391647025', 1, '宋立军'],
  ['zhengsiqi', '18217390564', 0, '郑思琪'],
  ['xiehongwei', '13585026413', 1, '谢宏伟'],
  ['hanmei_66', '15317846290', 0, '韩梅'],
  ['tangguoqing', '13001826759', 1, '唐国庆'],
  ['fengyating', '18321596047', 0, '冯雅婷'],
  ['yuhaitao', '13795470382', 1, '于海涛'],
  ['dongshufen', '15901362847', 0, '董淑芬'],
  ['chengpeng', '18049273516', 1, '程鹏'],
  ['caoxiuying', '13122807549', 0, '曹秀英'],
  ['yuanye_1990', '16621384905', 1, '袁野'],
  ['denghuimin', '18702164839', 0, '邓慧敏'],
  ['xuzhenhua', '15618290374', 1, '许振华'],
  ['fuxiaohong', '13472905816', 0, '傅晓红'],
  ['shenming', '18121673094', 1, '沈明'],
  ['zengxiaofeng', '15121048736', 0, '曾小凤'],
  ['pengtao', '13918570264', 1, '彭涛'],
  ['lvguilan', '13661927305', 0, '吕桂兰'],
  ['suwenjie', '19121846027', 1, '苏文杰'],
  ['lujiaqi', '18818362795', 0, '卢佳琪'],
  ['jiangdeming', '13701649283', 1, '蒋德明'],
  ['caiwen_sz', '15502817643', 0, '蔡雯'],
  ['jiazhigang', '18930416752', 1, '贾志刚'],
  ['dingmengyao', '17601294853', 0, '丁梦瑶'],
  ['weidong', '13248370591', 1, '魏东'],
  ['xuejingyi', '19916350482', 0, '薛静怡'],
  ['yejianhua', '13816592047', 1, '叶建华'],
  ['yanliping', '15026817394', 0, '阎丽萍'],
  ['yuhao_2001', '18616927350', 1, '余浩'],
  ['panyulan', '13585716402', 0, '潘玉兰'],
  ['dupengfei', '17502638914', 1, '杜鹏飞'],
  ['daixiaohui', '18402759163', 0, '戴晓慧'],
  ['xiatianyu', '19512064387', 1, '夏天宇'],
  ['zhongxinyi', '13917406258', 0, '钟欣怡'],
  ['wanghai_hz', '18758213694', 1, '汪海'],
  ['tianxiulan', '15957306182', 0, '田秀兰'],
  ['renjunfeng', '13357192846', 1, '任俊峰'],
  ['jiangyutong', '19157283604', 0, '姜雨桐'],
  ['fanzhiyong', '14782610935', 1, '范志勇'],
];

export const MEMBERS: MemberSeed[] = ROWS.map(([uname, mobile, sex, real_name]) => ({
  uname,
  mobile,
  sex,
  real_name,
}));
