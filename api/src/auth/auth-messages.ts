import type { Lang } from '../common/lang/languages.js';

/**
 * Messages of the sign-in and password-reset flow that the dashboard shows as the server wrote them,
 * so they are answered in the request's language (`?lang=`). English is also what logs and the CLI use.
 */
export const AUTH_MESSAGES = {
  forgotAnswer: {
    en: 'If this admin exists, a one-time code has been sent. It is valid for 10 minutes.',
    ar: 'إذا كان هذا المسؤول موجودًا، فقد أُرسل رمز لمرة واحدة. الرمز صالح لمدة 10 دقائق.',
    fr: 'Si cet administrateur existe, un code à usage unique a été envoyé. Il est valable 10 minutes.',
    ko: '해당 관리자가 존재하면 일회용 코드가 발송되었습니다. 코드는 10분 동안 유효합니다.',
    es: 'Si este administrador existe, se ha enviado un código de un solo uso. Es válido durante 10 minutos.',
    ru: 'Если такой администратор существует, одноразовый код отправлен. Он действителен 10 минут.',
  },
  resetOk: {
    en: 'Password reset successful. Sign in with your new password.',
    ar: 'تمت إعادة تعيين كلمة المرور بنجاح. سجّل الدخول بكلمة المرور الجديدة.',
    fr: 'Mot de passe réinitialisé. Connectez-vous avec votre nouveau mot de passe.',
    ko: '비밀번호가 재설정되었습니다. 새 비밀번호로 로그인하십시오.',
    es: 'Contraseña restablecida correctamente. Inicie sesión con su nueva contraseña.',
    ru: 'Пароль успешно сброшен. Войдите с новым паролем.',
  },
  invalidCode: {
    en: 'Invalid or expired code',
    ar: 'الرمز غير صالح أو منتهي الصلاحية',
    fr: 'Code invalide ou expiré',
    ko: '코드가 올바르지 않거나 만료되었습니다',
    es: 'Código no válido o caducado',
    ru: 'Неверный или просроченный код',
  },
  passwordTooShort: {
    en: '{field} must be at least 8 characters long',
    ar: '{field}: يجب ألا تقل عن 8 أحرف',
    fr: '{field} : doit comporter au moins 8 caractères',
    ko: '{field}: 8자 이상이어야 합니다',
    es: '{field}: debe tener al menos 8 caracteres',
    ru: '{field}: не менее 8 символов',
  },
  passwordTooLong: {
    en: '{field} must be at most 128 characters long',
    ar: '{field}: يجب ألا تزيد على 128 حرفًا',
    fr: '{field} : doit comporter au plus 128 caractères',
    ko: '{field}: 128자 이하여야 합니다',
    es: '{field}: debe tener como máximo 128 caracteres',
    ru: '{field}: не более 128 символов',
  },
  passwordTooCommon: {
    en: '{field} is too common; choose another',
    ar: '{field}: شائعة جدًا؛ اختر كلمة مرور أخرى',
    fr: '{field} : trop courant ; choisissez-en un autre',
    ko: '{field}: 너무 흔한 비밀번호입니다. 다른 비밀번호를 선택하십시오',
    es: '{field}: es demasiado común; elija otra',
    ru: '{field}: слишком распространённый пароль, выберите другой',
  },
  passwordContainsName: {
    en: '{field} must not contain the admin name',
    ar: '{field}: يجب ألا تحتوي على اسم المسؤول',
    fr: '{field} : ne doit pas contenir le nom de l’administrateur',
    ko: '{field}: 관리자 이름을 포함할 수 없습니다',
    es: '{field}: no debe contener el nombre del administrador',
    ru: '{field}: не должен содержать имя администратора',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

/** The password fields the messages name, in words (never the API's field name). */
export const PASSWORD_FIELD_WORDS = {
  newPassword: {
    en: 'New password',
    ar: 'كلمة المرور الجديدة',
    fr: 'Nouveau mot de passe',
    ko: '새 비밀번호',
    es: 'Nueva contraseña',
    ru: 'Новый пароль',
  },
  password: {
    en: 'Password',
    ar: 'كلمة المرور',
    fr: 'Mot de passe',
    ko: '비밀번호',
    es: 'Contraseña',
    ru: 'Пароль',
  },
  currentPassword: {
    en: 'Current password',
    ar: 'كلمة المرور الحالية',
    fr: 'Mot de passe actuel',
    ko: '현재 비밀번호',
    es: 'Contraseña actual',
    ru: 'Текущий пароль',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type PasswordField = keyof typeof PASSWORD_FIELD_WORDS;

/** The message in `lang`; a password rule names the field it is about (`newPassword` unless told). */
export function authMessage(
  key: AuthMessageKey,
  lang: Lang = 'en',
  field: PasswordField = 'newPassword',
): string {
  return AUTH_MESSAGES[key][lang].replace('{field}', PASSWORD_FIELD_WORDS[field][lang]);
}
