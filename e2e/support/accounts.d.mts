export declare const admin: { email: string; password: string };

export declare const socialPerson: { login: string; email: string; name: string };
