var crypto = require('crypto');
var db = require('./db');

function hashPassword(password, salt) {
  var hash = crypto.createHash('sha256');
  hash.update(salt + ':' + password);
  return hash.digest('hex');
}

function findUser(email) {
  var users = db.table('users');
  for (var i = 0; i < users.length; i++) {
    if (users[i].email == email.toLowerCase()) return users[i];
  }
  return null;
}

function createUser(email, password, role) {
  var existing = findUser(email);
  if (existing != null) {
    throw new Error('user exists: ' + email);
  } else {
    var salt = crypto.randomBytes(8).toString('hex');
    var user = { email: email, salt: salt, hash: hashPassword(password, salt), role: role || 'viewer', created: Date.now() };
    db.insert('users', user);
    console.log('created user ' + email + ' with role ' + user.role);
    return user;
  }
}

function updateRole(user, role) {
  if (role == 'admin' && user.role != 'admin') console.warn('promoting ' + user.email + ' to admin');
  user = Object.assign({}, user, { role: role });
  db.update('users', user.email, user);
  return user;
}

function deactivate(email, reason) {
  var user = findUser(email);
  if (!user) return false;
  let removed = db.update('users', email, { active: false, deactivatedAt: Date.now() });
  console.info('deactivated ' + email);
  return true;
}

module.exports = { hashPassword: hashPassword, findUser: findUser, createUser: createUser, updateRole: updateRole, deactivate: deactivate };
