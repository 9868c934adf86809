// Messages of the platform's backups (issue 20, decision 062). Spread into messages.ts.
export const BACKUP_MESSAGES = {
  backup_not_masar: { ar: 'هذا الملف ليس نسخة احتياطية من مسار', en: 'This file is not a Masar backup' },
  backup_corrupted: {
    ar: 'ملف النسخة الاحتياطية تالف أو ناقص أو مشفّر بمفتاح آخر؛ لم يُستعد شيء',
    en: 'The backup file is damaged, truncated or encrypted with another key; nothing was restored',
  },
  backup_wrong_engine: { ar: 'هذه النسخة من قاعدة بيانات {engine}؛ تُستعاد في قاعدة من النوع نفسه', en: 'This backup is of a {engine} database; restore it into one of the same kind' },
  backup_target_not_empty: { ar: 'المكان المطلوب الاستعادة إليه ليس فارغاً؛ لا تُكتب نسخة فوق بيانات قائمة', en: 'The restore target is not empty; a backup is never restored over existing data' },
  backup_running: { ar: 'تُؤخذ نسخة احتياطية الآن؛ انتظر حتى تنتهي', en: 'A backup is being taken; wait for it to finish' },
  backup_file_missing: { ar: 'ملف هذه النسخة لم يعد موجوداً', en: 'This backup’s file is no longer there' },
} as const;
