/*
 * What a visitor reads in each language, written out as the user sees it rather than imported
 * from messages/*.json: a renamed or mistranslated key then fails here instead of silently
 * changing what the test expects. Spec §8 fixes the Thai login error word for word.
 */
export interface SiteLocale {
  /** The URL prefix after /lobby: '' for Thai (spec §2), '/en', '/cn'. */
  prefix: string;
  /** The real language tag in <html lang>. */
  htmlLang: string;
  /** The name of its link in the language switch. */
  languageName: string;
  languageList: string;
  login: {
    title: string;
    phone: string;
    password: string;
    submit: string;
    showPassword: string;
    hidePassword: string;
    wrongCredentials: string;
    phoneRequired: string;
  };
  /** memberMenu: the header's menu button (the drawer), the one member menu. */
  header: { login: string; register: string; logout: string; credit: string; memberMenu: string };
  depositTitle: string;
  backHome: string;
  /** The popup titles of spec §2, by popup mode. */
  popups: Record<RegisterMode | ResetMode | 'Login', string>;
  register: {
    title: string;
    stepsLabel: string;
    steps: { phone: string; password: string; bank: string; final: string };
    adviser: (name: string) => string;
    friend: (key: string) => string;
    phone: string;
    next: string;
    cancel: string;
    otp: string;
    otpSent: string;
    chooseBank: string;
    accountNumber: string;
    accountName: string;
    accountNameHint: string;
    /** Two banks as the bank step names them in this language: the tile, then the full name. */
    banks: { scb: { short: string; full: string }; kbank: { short: string; full: string } };
    line: string;
    submitBank: string;
    doneTitle: string;
    doneText: string;
    /** The welcome bonus on the new member's success screen, and its name in this language. */
    welcomeBonus: string;
    welcomeName: string;
    confirm: string;
    depositNow: string;
    /** The legal-age and policies box (docs/player-protection.md), and its two links. */
    ageTerms: string;
    privacyLink: string;
    playLink: string;
    ageRequired: string;
  };
  passwordRules: {
    password: string;
    confirm: string;
    show: string;
    hide: string;
    remarks: [string, string, string];
  };
  reset: {
    title: string;
    phone: string;
    sendOtp: string;
    otp: string;
    confirmOtp: string;
    savePassword: string;
    doneTitle: string;
    toLogin: string;
  };
  loginPopup: { forgot: string; cancel: string };
  validation: {
    phoneRequired: string;
    passwordMismatch: string;
    otpRequired: string;
    passwordFormat: string;
    phoneCannotRegister: string;
  };
  announcement: { title: string; close: string };
  /** The close button of a notification (toast). */
  closeNotification: string;
}

export type RegisterMode = 'Register' | 'RegisterSetpassword' | 'RegisterBank' | 'RegisterFinal';
export type ResetMode = 'Forgetpassword' | 'otpPassword' | 'otpNewpassword' | 'otpComplete';

export const th: SiteLocale = {
  prefix: '',
  htmlLang: 'th',
  languageName: 'ไทย',
  languageList: 'ภาษา',
  login: {
    title: 'เข้าสู่ระบบ',
    phone: 'เบอร์โทรศัพท์',
    password: 'รหัสผ่าน',
    submit: 'เข้าสู่ระบบ',
    showPassword: 'แสดงรหัสผ่าน',
    hidePassword: 'ซ่อนรหัสผ่าน',
    wrongCredentials: 'เบอร์โทร, รหัสผ่านไม่ถูกต้อง',
    phoneRequired: 'กรุณากรอกเบอร์โทรศัพท์',
  },
  header: {
    login: 'เข้าสู่ระบบ',
    register: 'สมัครสมาชิก',
    logout: 'ออกจากระบบ',
    credit: 'เครดิต',
    memberMenu: 'เมนู',
  },
  depositTitle: 'ฝากเงิน',
  backHome: 'กลับหน้าแรก',
  popups: {
    Register: 'สมัครสมาชิก',
    RegisterSetpassword: 'ตั้งรหัสผ่าน',
    RegisterBank: 'บัญชีธนาคาร',
    RegisterFinal: 'สมัครสมาชิกเรียบร้อย',
    Login: 'เข้าสู่ระบบ',
    Forgetpassword: 'ลืมรหัสผ่าน',
    otpPassword: 'ยืนยันรหัส OTP',
    otpNewpassword: 'ตั้งรหัสผ่านใหม่',
    otpComplete: 'เปลี่ยนรหัสผ่านเรียบร้อย',
  },
  register: {
    title: 'สมัครสมาชิก',
    stepsLabel: 'ขั้นตอนการสมัคร',
    steps: { phone: 'เบอร์โทร', password: 'ตั้งรหัสผ่าน', bank: 'บัญชีธนาคาร', final: 'เสร็จสิ้น' },
    adviser: (name) => `ผู้แนะนำ: ${name}`,
    friend: (key) => `เพื่อนผู้แนะนำ: ${key}`,
    phone: 'เบอร์โทรศัพท์',
    next: 'ถัดไป',
    cancel: 'ยกเลิก',
    otp: 'รหัส OTP 6 หลัก',
    otpSent: 'เราส่งรหัส OTP ทาง SMS ไปยังเบอร์ของคุณแล้ว',
    chooseBank: 'เลือกธนาคารของคุณ',
    accountNumber: 'เลขที่บัญชี',
    accountName: 'ชื่อบัญชี',
    accountNameHint: 'ต้องตรงกับชื่อบัญชีในสมุดบัญชีธนาคาร ไม่เช่นนั้นจะถอนเงินไม่ได้',
    banks: {
      scb: { short: 'ไทยพาณิชย์', full: 'ธนาคารไทยพาณิชย์' },
      kbank: { short: 'กสิกรไทย', full: 'ธนาคารกสิกรไทย' },
    },
    line: 'ไอดีไลน์',
    submitBank: 'ยืนยันบัญชี',
    doneTitle: 'ยินดีต้อนรับสมาชิกใหม่',
    doneText: 'คุณสามารถฝากเงินและเริ่มเล่นเกมได้ทันที',
    welcomeBonus: 'โบนัสต้อนรับของคุณ',
    welcomeName: 'สมาชิกใหม่ รับโบนัส 50%',
    confirm: 'ตกลง',
    depositNow: 'ฝากเงินเลย',
    ageTerms: 'ฉันมีอายุ 20 ปีบริบูรณ์ขึ้นไป และยอมรับนโยบายความเป็นส่วนตัวและนโยบายการเล่นอย่างรับผิดชอบ',
    privacyLink: 'นโยบายความเป็นส่วนตัว',
    playLink: 'นโยบายการเล่นอย่างรับผิดชอบ',
    ageRequired: 'กรุณายืนยันอายุและยอมรับนโยบายก่อนสมัคร',
  },
  passwordRules: {
    password: 'รหัสผ่าน',
    confirm: 'ยืนยันรหัสผ่าน',
    show: 'แสดงรหัสผ่าน',
    hide: 'ซ่อนรหัสผ่าน',
    remarks: ['ยาว 8-15 ตัวอักษร', 'มีทั้งตัวพิมพ์เล็กและตัวพิมพ์ใหญ่ภาษาอังกฤษ (a‑z, A‑Z)', 'มีตัวเลขอย่างน้อย 1 ตัว (0-9)'],
  },
  reset: {
    title: 'ลืมรหัสผ่าน',
    phone: 'เบอร์โทรศัพท์',
    sendOtp: 'ขอรหัส OTP',
    otp: 'รหัส OTP 6 หลัก',
    confirmOtp: 'ยืนยัน OTP',
    savePassword: 'บันทึกรหัสผ่านใหม่',
    doneTitle: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว',
    toLogin: 'ไปหน้าเข้าสู่ระบบ',
  },
  loginPopup: { forgot: 'ลืมรหัสผ่าน?', cancel: 'ยกเลิก' },
  validation: {
    phoneRequired: 'กรุณากรอกเบอร์โทรศัพท์',
    // Spec §5, word for word.
    passwordMismatch: 'ระบุรหัสผ่านใหม่ และยืนยันรหัสผ่านให้ตรงกัน',
    otpRequired: 'รหัส OTP',
    passwordFormat: 'รหัสผ่านต้องมีตัวพิมพ์เล็ก ตัวพิมพ์ใหญ่ภาษาอังกฤษ และตัวเลข',
    phoneCannotRegister: 'ไม่สามารถสมัครด้วยเบอร์นี้ได้ หากเป็นเบอร์ของคุณ กรุณาเข้าสู่ระบบหรือตั้งรหัสผ่านใหม่',
  },
  announcement: { title: 'ประกาศ', close: 'ปิด' },
  closeNotification: 'ปิด',
};

export const en: SiteLocale = {
  prefix: '/en',
  htmlLang: 'en',
  languageName: 'English',
  languageList: 'Language',
  login: {
    title: 'Log in',
    phone: 'Phone number',
    password: 'Password',
    submit: 'Log in',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    wrongCredentials: 'Wrong phone number or password.',
    phoneRequired: 'Please enter your phone number',
  },
  header: { login: 'Log in', register: 'Sign up', logout: 'Log out', credit: 'Credit', memberMenu: 'Menu' },
  depositTitle: 'Deposit',
  backHome: 'Back to home',
  popups: {
    Register: 'Sign up',
    RegisterSetpassword: 'Set a password',
    RegisterBank: 'Bank account',
    RegisterFinal: 'You are signed up',
    Login: 'Log in',
    Forgetpassword: 'Forgot password',
    otpPassword: 'Enter the OTP',
    otpNewpassword: 'Set a new password',
    otpComplete: 'Password changed',
  },
  register: {
    title: 'Sign up',
    stepsLabel: 'Sign-up steps',
    steps: { phone: 'Phone', password: 'Password', bank: 'Bank', final: 'Done' },
    adviser: (name) => `Adviser: ${name}`,
    friend: (key) => `Referred by: ${key}`,
    phone: 'Phone number',
    next: 'Next',
    cancel: 'Cancel',
    otp: '6-digit OTP code',
    otpSent: 'We have sent an OTP code by SMS to your phone.',
    chooseBank: 'Choose your bank',
    accountNumber: 'Account number',
    accountName: 'Account name',
    accountNameHint: 'Must match the name on your bank account, or withdrawals cannot be paid',
    banks: {
      scb: { short: 'SCB', full: 'Siam Commercial Bank' },
      kbank: { short: 'Kasikorn', full: 'Kasikornbank' },
    },
    line: 'LINE ID',
    submitBank: 'Confirm account',
    doneTitle: 'Welcome aboard!',
    doneText: 'You can deposit and start playing right away.',
    welcomeBonus: 'Your welcome bonus',
    welcomeName: 'New members: 50% bonus',
    confirm: 'OK',
    depositNow: 'Deposit now',
    ageTerms: 'I am 20 or older and accept the privacy policy and the responsible play policy',
    privacyLink: 'privacy policy',
    playLink: 'responsible play policy',
    ageRequired: 'Please confirm your age and accept the policies to sign up',
  },
  passwordRules: {
    password: 'Password',
    confirm: 'Confirm password',
    show: 'Show password',
    hide: 'Hide password',
    remarks: [
      '8 to 15 characters',
      'Both lowercase and uppercase English letters (a‑z, A‑Z)',
      'At least one digit (0-9)',
    ],
  },
  reset: {
    title: 'Forgot password',
    phone: 'Phone number',
    sendOtp: 'Send OTP',
    otp: '6-digit OTP code',
    confirmOtp: 'Confirm OTP',
    savePassword: 'Save new password',
    doneTitle: 'Your password has been changed',
    toLogin: 'Go to log in',
  },
  loginPopup: { forgot: 'Forgot password?', cancel: 'Cancel' },
  validation: {
    phoneRequired: 'Please enter your phone number',
    passwordMismatch: 'The new password and its confirmation must match',
    otpRequired: 'OTP code',
    passwordFormat: 'Password needs lowercase and uppercase English letters and a digit',
    phoneCannotRegister:
      'This number cannot be used to sign up. If it is yours, log in or reset your password.',
  },
  announcement: { title: 'Announcement', close: 'Close' },
  closeNotification: 'Close',
};

/** Only what the tests read in Chinese so far. */
export const cn = {
  prefix: '/cn',
  htmlLang: 'zh-CN',
  announcement: { title: '公告', close: '关闭' },
} as const;

/** A page path such as '/deposit' in a locale, with the base path: '/lobby/en/deposit'. */
export function sitePath(locale: Pick<SiteLocale, 'prefix'>, page = '/'): string {
  return `/lobby${locale.prefix}${page === '/' ? '' : page}`;
}
