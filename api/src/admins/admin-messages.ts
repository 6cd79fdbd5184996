import type { Lang } from '../common/lang/languages.js';

/**
 * Messages of the admin-accounts screens that the dashboard shows as the server wrote them, answered in the request's
 * language (`?lang=`), like AUTH_MESSAGES. English is what logs and the CLI use.
 */
export const ADMIN_MESSAGES = {
  nameTaken: {
    en: 'name: an admin with this name already exists',
    ar: 'name: يوجد مسؤول بهذا الاسم بالفعل',
    fr: 'name : un administrateur porte déjà ce nom',
    ko: 'name: 같은 이름의 관리자가 이미 있습니다',
    es: 'name: ya existe un administrador con este nombre',
    ru: 'name: администратор с таким именем уже существует',
  },
  emailTaken: {
    en: 'email: another admin already has this e-mail address',
    ar: 'email: لدى مسؤول آخر عنوان البريد الإلكتروني هذا بالفعل',
    fr: 'email : un autre administrateur utilise déjà cette adresse e-mail',
    ko: 'email: 다른 관리자가 이미 이 이메일 주소를 사용하고 있습니다',
    es: 'email: otro administrador ya tiene esta dirección de correo electrónico',
    ru: 'email: этот адрес электронной почты уже принадлежит другому администратору',
  },
  cannotDisableSelf: {
    en: 'You cannot disable your own account',
    ar: 'لا يمكنك تعطيل حسابك',
    fr: 'Vous ne pouvez pas désactiver votre propre compte',
    ko: '자신의 계정은 비활성화할 수 없습니다',
    es: 'No puede desactivar su propia cuenta',
    ru: 'Нельзя отключить собственную учётную запись',
  },
  lastActiveAdmin: {
    en: 'This is the last active admin; enable or create another admin first',
    ar: 'هذا آخر مسؤول نشط؛ فعّل مسؤولًا آخر أو أنشئه أولًا',
    fr: 'C’est le dernier administrateur actif ; activez ou créez d’abord un autre administrateur',
    ko: '마지막 활성 관리자입니다. 먼저 다른 관리자를 활성화하거나 만드십시오',
    es: 'Es el último administrador activo; active o cree antes otro administrador',
    ru: 'Это последний активный администратор; сначала включите или создайте другого администратора',
  },
  currentPasswordWrong: {
    en: 'Current password: this is not your current password',
    ar: 'كلمة المرور الحالية: هذه ليست كلمة مرورك الحالية',
    fr: 'Mot de passe actuel : ce n’est pas votre mot de passe actuel',
    ko: '현재 비밀번호: 현재 비밀번호와 다릅니다',
    es: 'Contraseña actual: no es su contraseña actual',
    ru: 'Текущий пароль: это не ваш текущий пароль',
  },
  passwordChanged: {
    en: 'Password changed. Your other sessions have been signed out.',
    ar: 'تم تغيير كلمة المرور. تم تسجيل الخروج من جلساتك الأخرى.',
    fr: 'Mot de passe modifié. Vos autres sessions ont été fermées.',
    ko: '비밀번호가 변경되었습니다. 다른 세션은 모두 로그아웃되었습니다.',
    es: 'Contraseña cambiada. Se han cerrado sus otras sesiones.',
    ru: 'Пароль изменён. Другие ваши сеансы завершены.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type AdminMessageKey = keyof typeof ADMIN_MESSAGES;

export function adminMessage(key: AdminMessageKey, lang: Lang = 'en'): string {
  return ADMIN_MESSAGES[key][lang];
}
