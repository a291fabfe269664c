export { IdentityService, type NewIdentity } from './identity.service.js';
export { IdentityModule } from './identity.module.js';
export { firebaseApp } from './firebase-app.js';
