// The package ships its Spanish texts without type declarations; the module only registers them.
declare module 'altcha/i18n/es-419';
