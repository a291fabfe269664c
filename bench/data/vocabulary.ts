// Words the generated rows are made of: plausible enough to read in the web app, short enough to load fast.

export const FIRST_NAMES = [
  'Aaliyah', 'Adam', 'Aisha', 'Alejandro', 'Alex', 'Amara', 'Andre', 'Ana', 'Ben', 'Bianca', 'Carlos', 'Chen',
  'Chloe', 'Daniel', 'Deepa', 'Diego', 'Elena', 'Emeka', 'Emily', 'Fatima', 'Felix', 'Grace', 'Hana', 'Hugo',
  'Ines', 'Isaac', 'Jamal', 'Jin', 'Jordan', 'Julia', 'Kai', 'Kavya', 'Laura', 'Leo', 'Lina', 'Lucas', 'Maya',
  'Mateo', 'Mei', 'Nadia', 'Noah', 'Olga', 'Omar', 'Priya', 'Rafael', 'Rosa', 'Sam', 'Sara', 'Sofia', 'Tariq',
  'Tom', 'Uma', 'Victor', 'Wei', 'Yara', 'Yusuf', 'Zoe',
];

export const LAST_NAMES = [
  'Adams', 'Ahmed', 'Alvarez', 'Baker', 'Bauer', 'Brown', 'Campbell', 'Chen', 'Costa', 'Davis', 'Diaz', 'Evans',
  'Fischer', 'Garcia', 'Gupta', 'Hall', 'Hernandez', 'Ito', 'Jackson', 'Johnson', 'Kim', 'Kowalski', 'Lee',
  'Lopez', 'Martin', 'Mensah', 'Miller', 'Moreau', 'Nguyen', 'Novak', 'Okafor', 'Olsen', 'Patel', 'Perez',
  'Quinn', 'Rossi', 'Sato', 'Schmidt', 'Silva', 'Singh', 'Smith', 'Taylor', 'Thomas', 'Tran', 'Walker', 'Wang',
  'Williams', 'Wilson', 'Yamamoto', 'Young', 'Zhang',
];

export const ORGANIZATION_WORDS = [
  'Acme', 'Apex', 'Beacon', 'Blue Ridge', 'Cascade', 'Cedar', 'Summit', 'Harbor', 'Evergreen', 'Granite',
  'Horizon', 'Keystone', 'Lakeside', 'Meridian', 'Northwind', 'Oakmont', 'Pioneer', 'Redwood', 'Riverside',
  'Silverline', 'Sterling', 'Trident', 'Union', 'Vista', 'Westbrook',
];

export const ORGANIZATION_KINDS = [
  'Health', 'Logistics', 'Manufacturing', 'Foods', 'Energy', 'Retail', 'Financial', 'Schools', 'Hospitality',
  'Transit', 'Software', 'County Services',
];

export const DEPARTMENTS = [
  'Operations', 'Warehouse', 'Customer Support', 'Finance', 'Engineering', 'Sales', 'Facilities', 'Nursing',
  'Human Resources', 'Logistics', 'Marketing', 'Legal',
];

export const JOB_TITLES = [
  'Associate', 'Senior Associate', 'Specialist', 'Coordinator', 'Technician', 'Analyst', 'Supervisor', 'Driver',
  'Registered Nurse', 'Engineer', 'Team Lead', 'Clerk',
];

/** Titles of accommodation and leave requests (the intake forms' names). */
export const ADA_CASE_TITLES = [
  'Workplace accommodation request',
  'Leave of absence (FMLA)',
  'Pregnancy accommodation',
  'Ergonomic equipment request',
  'Modified work schedule',
  'Remote work accommodation',
  'Intermittent leave',
  'Return to work with restrictions',
  'Service animal at work',
  'Parking accommodation',
];

export const GLP_CASE_TITLES = ['Weight management consultation', 'GLP-1 prescription renewal', 'Telehealth intake'];

export const EMPLOYEE_COMMENTS = [
  'I uploaded the note from my doctor. Please let me know if anything else is needed.',
  'Could you tell me when I can expect a decision?',
  'My appointment moved to next Tuesday, can we adjust the start date?',
  'Thank you for the update, I will send the form back today.',
  'The chair that was ordered has not arrived yet.',
  'Is it possible to work from home two days a week instead of three?',
  'I have a follow-up visit next month and will share the results.',
  'Who should I contact about the parking pass?',
];

export const STAFF_COMMENTS = [
  'Thanks, we received your documents and are reviewing them.',
  'Please complete the attached medical certification form within 15 days.',
  'Your request has been approved; details are in the decision letter.',
  'We need a little more information from your provider before we can decide.',
  'I have scheduled a call with you and your manager for Thursday.',
  'The equipment has been ordered and should arrive within two weeks.',
  'Please confirm the dates of your intermittent leave for this month.',
  'We are checking with the facilities team and will get back to you.',
];

export const NOTES = [
  'Spoke with the manager; schedule change is feasible from next month.',
  'Medical certification is incomplete, asked the provider for section III.',
  'Possible overlap with the workers compensation claim, checking with legal.',
  'Employee prefers e-mail over phone calls.',
  'Reviewed essential job functions with the department head.',
  'Follow up in two weeks if no response from the provider.',
  'Interim accommodation in place while the request is reviewed.',
  'Second opinion requested before deciding.',
];

export const ARCHIVE_REASONS = [
  'Decision communicated, case closed',
  'Accommodation in place',
  'Leave completed and employee returned to work',
  'Employee withdrew the request',
  'Duplicate of another case',
];

export const ESCALATION_REASONS = [
  'Deadline at risk',
  'Employee complaint',
  'Conflicting medical information',
  'Legal review needed',
  'No response from the provider',
  'Manager disagrees with the accommodation',
];

export const DECISION_CATEGORIES = ['Schedule', 'Equipment', 'Leave', 'Remote work', 'Job restructuring', 'Other'];

export const DECISION_TEXTS = [
  'Approved as requested for the period shown.',
  'Approved with a modified schedule agreed with the manager.',
  'Denied: the requested change would remove an essential job function.',
  'Denied: the medical certification does not support the request.',
  'No decision yet: waiting on further information.',
];
